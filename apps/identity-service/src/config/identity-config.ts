import { z } from 'zod';
import { baseEnvSchema, currentEnv, envFlag, fieldEncryptionKeysSchema, jwtPrivateKeySchema, onInProductionSchema, retiredJwtSecretSchema, seedDemoSchema } from '@resellpk/backend-config';
import { SERVICE_CONFIG } from '@resellpk/backend-service';

const originList = z
  .string()
  .default('http://localhost:4200')
  .transform((value) => value.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
  .pipe(z.array(z.string().url('must be a comma-separated list of URLs')).min(1, 'must list at least one origin'));

/** `VAR=` in an env file means "not set". */
const emptyAsUnset = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Everything identity-service reads from the environment; a bad value stops the boot. */
export const identityEnvSchema = baseEnvSchema.extend({
  /** ES256 private key (PEM): identity-service is the only process that signs access tokens. */
  JWT_PRIVATE_KEY: jwtPrivateKeySchema,
  JWT_ACCESS_SECRET: retiredJwtSecretSchema,
  APP_ORIGINS: originList,
  MAIL_DIR: emptyAsUnset(z.string().optional()),
  /** Required in production: without it mail is only written to MAIL_DIR (development). */
  SMTP_URL: emptyAsUnset(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be a URL such as smtp://user:pass@host:587')
      .optional()
      .refine((v) => v !== undefined || currentEnv().NODE_ENV !== 'production', {
        message: 'is required in production: password reset links must be sent, not written to a local folder',
      }),
  ),
  MAIL_FROM: z.string().min(3).default('ResellPK <no-reply@resellpk.pk>'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  /** Absolute lifetime of a session (refresh-token family) from its login, in days. */
  SESSION_MAX_DAYS: z.coerce
    .number({ invalid_type_error: 'must be a number of days' })
    .positive('must be above 0')
    .max(365, 'must be at most 365 days')
    .default(30),
  /** `0` turns the plan-expiry BullMQ job off (tests that do not need Redis). */
  PLAN_EXPIRY_JOB: envFlag(true),
  /** BullMQ key prefix; tests use their own so they never take the stack's jobs. */
  QUEUE_PREFIX: z.string().min(1).default('resellpk'),
  /** Demo accounts at boot; refused in production. */
  SEED_DEMO: seedDemoSchema,
  /** Seals the staff's TOTP secrets at rest (AES-256-GCM; docs/production.md, rotation). */
  FIELD_ENCRYPTION_KEYS: fieldEncryptionKeysSchema,
  /**
   * `1`: staff (admin, topup_helper) must sign in with a second factor; one who has not set it up
   * is taken through the set-up at the next sign-in. On in production and cannot be turned off
   * there (ASVS 2 for privileged accounts); off by default in development, the demo and the e2e
   * stack, where staff who set it up still always need their code.
   */
  TOTP_REQUIRED_FOR_STAFF: onInProductionSchema('staff accounts decide money (top-ups, withdrawals, roles) and must sign in with a second factor'),
});

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

/** The parsed config: bootstrapService parses `configSchema` and provides it as SERVICE_CONFIG. */
export const IDENTITY_CONFIG = SERVICE_CONFIG;
