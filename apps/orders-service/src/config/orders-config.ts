import { z } from 'zod';
import { baseEnvSchema, currentEnv, envFlag } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-service';

/** Where a test may make the checkout saga stop dead, as if the process had been killed there. */
export const SAGA_FAULTS = ['after-insert', 'after-reserve', 'after-spend'] as const;
export type SagaFault = (typeof SAGA_FAULTS)[number];

/** Everything orders-service reads from the environment; a bad value stops the boot with a list of what is wrong. */
export const ordersEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3103),
  /** `0` turns the saga recovery job (BullMQ, Redis) off: tests that do not need it. */
  ORDERS_RECOVERY_JOB: envFlag(true),
  /** How often the recovery job looks for stuck checkouts (ms). */
  ORDERS_RECOVERY_EVERY_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').max(3_600_000).default(15_000),
  /** A checkout still pending this long is taken to be dead and undone (ms); a live one takes seconds. */
  ORDERS_SAGA_STALE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** How long a second request with the same Idempotency-Key waits for the first to finish (ms). */
  ORDERS_PENDING_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3_000),
  /** BullMQ key prefix; tests use their own so they never take the stack's jobs. */
  QUEUE_PREFIX: z.string().min(1).default('resellpk'),
  /** Tests only: the saga stops dead at this step (no compensation), as a crash would leave it. */
  ORDERS_SAGA_FAULT: z
    .enum(['', ...SAGA_FAULTS])
    .default('')
    .refine((v) => v === '' || currentEnv().NODE_ENV !== 'production', 'must not be set in production: it breaks every checkout on purpose'),
});

export type OrdersConfig = z.infer<typeof ordersEnvSchema>;
/** The parsed config: the platform parses `configSchema` and provides it as SERVICE_CONFIG. */
export const ORDERS_CONFIG = SERVICE_CONFIG;
