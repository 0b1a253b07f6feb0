import { z } from 'zod';
import { baseEnvSchema, jwtSecretSchema } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-messaging';

const originList = z
  .string()
  .default('http://localhost:4200')
  .transform((value) => value.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
  .pipe(z.array(z.string().url('must be a comma-separated list of URLs')).min(1, 'must list at least one origin'));

/** `VAR=` in an env file means "not set". */
const emptyAsUnset = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Everything identity-service reads from the environment; a bad value stops the boot. */
export const identityEnvSchema = baseEnvSchema.extend({
  JWT_ACCESS_SECRET: jwtSecretSchema,
  APP_ORIGINS: originList,
  MAIL_DIR: emptyAsUnset(z.string().optional()),
  SMTP_URL: emptyAsUnset(z.string().url('must be a URL such as smtp://user:pass@host:587').optional()),
  MAIL_FROM: z.string().min(3).default('ResellPK <no-reply@resellpk.pk>'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  /** `0` turns the plan-expiry BullMQ job off (tests that do not need Redis). */
  PLAN_EXPIRY_JOB: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('1')
    .transform((v) => v !== '0' && v !== 'false'),
  /** BullMQ key prefix; tests use their own so they never take the stack's jobs. */
  QUEUE_PREFIX: z.string().min(1).default('resellpk'),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

/** The parsed config: bootstrapService parses `configSchema` and provides it as SERVICE_CONFIG. */
export const IDENTITY_CONFIG = SERVICE_CONFIG;
