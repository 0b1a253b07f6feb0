import { z } from 'zod';
import { baseEnvSchema, envFlag, fieldEncryptionKeysSchema, seedDemoSchema } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-service';

/** Everything wallet-payments-service reads from the environment; a bad value stops the boot with a list of what is wrong. */
export const walletPaymentsEnvSchema = baseEnvSchema.extend({
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3105),
  /** `0` turns the payment-request expiry job (BullMQ, Redis) off: tests that do not need it. */
  PAYMENT_EXPIRY_JOB: envFlag(true),
  /** How often the expiry sweep runs (ms); the spec's window is an hour, 15 s keeps the delay small. */
  PAYMENT_EXPIRY_EVERY_MS: z.coerce.number().int().min(100, 'must be at least 100 ms').max(3_600_000).default(15_000),
  /** BullMQ key prefix; tests use their own so they never take the stack's jobs. */
  QUEUE_PREFIX: z.string().min(1).default('resellpk'),
  /** `1`: load the demo receiving accounts at boot (idempotent); refused in production. */
  SEED_DEMO: seedDemoSchema,
  /** `<kid>=<32 bytes base64>,...`, current first: seals payout account numbers at rest (docs/production.md). */
  FIELD_ENCRYPTION_KEYS: fieldEncryptionKeysSchema,
});

export type WalletPaymentsConfig = z.infer<typeof walletPaymentsEnvSchema>;
/** The parsed config: bootstrapService parses `configSchema` and provides it as SERVICE_CONFIG. */
export const WALLET_PAYMENTS_CONFIG = SERVICE_CONFIG;
