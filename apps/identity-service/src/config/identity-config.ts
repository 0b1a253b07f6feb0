import { z } from 'zod';
import { baseEnvSchema, jwtSecretSchema } from '@resellpk/backend-config';

const originList = z
  .string()
  .default('http://localhost:4200')
  .transform((value) => value.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
  .pipe(z.array(z.string().url('APP_ORIGINS must be a comma-separated list of URLs')).min(1, 'APP_ORIGINS must list at least one origin'));

/** Everything identity-service reads from the environment; a bad value stops the boot. */
export const identityEnvSchema = baseEnvSchema.extend({
  JWT_ACCESS_SECRET: jwtSecretSchema,
  APP_ORIGINS: originList,
  MAIL_DIR: z.string().min(1).optional(),
  SMTP_URL: z.string().url('SMTP_URL must be a URL such as smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().min(3).default('ResellPK <no-reply@resellpk.pk>'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3101),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

/** Nest injection token of the parsed config. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
