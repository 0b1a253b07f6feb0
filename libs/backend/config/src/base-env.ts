import { z } from 'zod';
import { currentEnv } from './load-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `nats://host:port`, optionally several separated by commas (a cluster). */
const natsUrl = z
  .string()
  .trim()
  .regex(/^(nats|tls|ws|wss):\/\/[^\s,]+(,(nats|tls|ws|wss):\/\/[^\s,]+)*$/, 'must be nats://host:port (comma-separated for a cluster)');

const port = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

/** Variables every backend process understands. Services `.extend()` it with their own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NATS_URL: natsUrl.default('nats://127.0.0.1:4222'),
  /** This app's NATS user and password: the bus admits each app only to its own subjects (infra/nats). */
  NATS_USER: z.string().trim().optional(),
  NATS_PASSWORD: z.string().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'must be redis://host:port')
    .default('redis://127.0.0.1:6379'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be postgres://user:password@host:port/database')
    .optional(),
  DB_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DB_PORT: port(5432),
  DB_USER: z.string().trim().min(1, 'must not be empty').default('postgres'),
  DB_PASSWORD: z.string().default(''),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Only ever used outside production so a fresh clone runs without setup. */
export const DEV_JWT_ACCESS_SECRET = 'resellpk-development-only-access-secret-0123456789';

/**
 * JWT_ACCESS_SECRET: at least 32 characters. Outside production a development secret is used when
 * the variable is missing; in production it is required.
 */
export const jwtSecretSchema = z.preprocess(
  (value) => {
    if (value !== undefined && value !== '') return value;
    return currentEnv().NODE_ENV === 'production' ? undefined : DEV_JWT_ACCESS_SECRET;
  },
  z
    .string({ required_error: 'is required in production' })
    .min(32, 'must be at least 32 characters long'),
);

/** Convenience: `baseEnvSchema.merge(jwtEnvSchema)`. */
export const jwtEnvSchema = z.object({ JWT_ACCESS_SECRET: jwtSecretSchema });
