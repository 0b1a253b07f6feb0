import { z } from 'zod';
import { envFlag } from './env-flag';
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
  /** Copies of each JetStream stream a service creates: 3 on a 3-node cluster (infra/k8s), 1 on one server. */
  NATS_STREAM_REPLICAS: z.coerce.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').default(1),
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

/** `0|1|true|false`, empty meaning unset. */
const SWITCH_VALUES = ['0', '1', 'true', 'false', ''] as const;
const isOn = (v: string) => v === '1' || v === 'true';
const isProduction = () => currentEnv().NODE_ENV === 'production';

/**
 * A switch for development and tests that production refuses to start with (demo accounts with a
 * published password, rate limits off...). `reason` says what it would expose.
 */
export const offInProductionSchema = (reason: string) =>
  envFlag(false).refine((on) => !(on && isProduction()), `must not be on in production: ${reason}`);

/**
 * SEED_DEMO: load the demo accounts / catalogue at boot. Their password is in the README, so a
 * production database must never get them.
 */
export const seedDemoSchema = offInProductionSchema('it loads demo accounts whose password is published in the README, and a made-up catalogue');

/**
 * COOKIE_SECURE: the refresh cookie's `Secure` attribute. On by default in production and cannot
 * be turned off there (the cookie would travel over plain HTTP); off by default elsewhere, since
 * local development runs on http://.
 */
export const cookieSecureSchema = onInProductionSchema('the refresh cookie must only travel over HTTPS');

/** A switch that is on by default in production and cannot be turned off there; off by default elsewhere. */
export function onInProductionSchema(reason: string) {
  return z
    .preprocess((v) => (v === '' || v === undefined ? (isProduction() ? '1' : '0') : v), z.enum(SWITCH_VALUES))
    .transform(isOn)
    .refine((on) => on || !isProduction(), `cannot be turned off in production: ${reason}`);
}

/** Refuses to run a development-only tool (the demo seed scripts) with NODE_ENV=production. */
export function refuseInProduction(what: string, env = currentEnv()): void {
  if (env.NODE_ENV === 'production') throw new Error(`Refusing to run ${what} with NODE_ENV=production: it is for development and tests only.`);
}
