import { baseEnvSchema, jwtSecretSchema, loadConfig, type Env } from '@resellpk/backend-config';
import { z } from 'zod';

const DEFAULT_APP_ORIGINS = 'http://localhost:4200,http://localhost:4201,http://localhost:4202';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const positiveInt = (fallback: number) =>
  z.coerce.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').positive('must be above 0').default(fallback);

const origins = z
  .string()
  .default(DEFAULT_APP_ORIGINS)
  .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
  .refine((list) => list.length > 0, 'must list at least one origin')
  .refine((list) => list.every((o) => /^https?:\/\/[^\s/]+$/.test(o)), 'must be comma-separated origins like http://localhost:4200');

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number({ invalid_type_error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  JWT_ACCESS_SECRET: jwtSecretSchema,
  APP_ORIGINS: origins,
  /** Secure refresh cookie; on behind HTTPS. */
  COOKIE_SECURE: flag,
  /** Express `trust proxy`: the shell's server proxies /api, so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Database the health check pings (the gateway owns no data). */
  HEALTH_DB_NAME: z.string().min(1).default('postgres'),
  THROTTLE_DISABLED: flag,
  THROTTLE_TTL_MS: positiveInt(60_000),
  THROTTLE_DEFAULT_LIMIT: positiveInt(300),
  THROTTLE_LOGIN_LIMIT: positiveInt(10),
  THROTTLE_SIGNUP_LIMIT: positiveInt(5),
  THROTTLE_PASSWORD_RESET_LIMIT: positiveInt(5),
  /** Request-reply timeout towards services. */
  SERVICE_TIMEOUT_MS: positiveInt(5_000),
  /** Gateway processes (node cluster) sharing the port; limits and socket.io rooms live in Redis. */
  GATEWAY_WORKERS: positiveInt(1),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
