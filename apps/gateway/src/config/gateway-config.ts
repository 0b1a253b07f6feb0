import {
  baseEnvSchema,
  cookieSecureSchema,
  envFlag,
  jwtPublicKeySchema,
  loadConfig,
  offInProductionSchema,
  retiredJwtSecretSchema,
  type Env,
} from '@resellpk/backend-config';
import { z } from 'zod';

/** The gateway's and the web server's internal metrics port (OpenTelemetry's Prometheus default). */
export const DEFAULT_METRICS_PORT = 9464;

const DEFAULT_APP_ORIGINS = 'http://localhost:4200,http://localhost:4201,http://localhost:4202';

const positiveInt = (fallback: number) =>
  z.coerce.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').positive('must be above 0').default(fallback);

const origins = z
  .string()
  .default(DEFAULT_APP_ORIGINS)
  .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
  .refine((list) => list.length > 0, 'must list at least one origin')
  .refine((list) => list.every((o) => /^https?:\/\/[^\s/]+$/.test(o)), 'must be comma-separated origins like http://localhost:4200');

/** At most 100 failed logins per account and hour (ASVS 2.2.1); production refuses looser limits. */
const ASVS_FAILED_LOGINS_PER_HOUR = 100;
/** Worst case: any hour overlaps ceil(1 h / window) + 1 fixed windows. */
const failedLoginsPerHour = (c: { THROTTLE_LOGIN_ACCOUNT_LIMIT: number; THROTTLE_LOGIN_ACCOUNT_WINDOW_MS: number }) =>
  c.THROTTLE_LOGIN_ACCOUNT_LIMIT * (Math.ceil(3_600_000 / c.THROTTLE_LOGIN_ACCOUNT_WINDOW_MS) + 1);

/** A port number, or `off` for no metrics server (0 is "any free port"; empty is the default). */
const metricsPortSchema = z.preprocess(
  (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : v.trim().toLowerCase() === 'off' ? false : v),
  z.union([z.literal(false), z.coerce.number({ invalid_type_error: 'must be a port number or off' }).int().min(0).max(65535)]).default(DEFAULT_METRICS_PORT),
);

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number({ invalid_type_error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    /** ES256 public key of identity-service (PEM): verifies access tokens; the gateway cannot sign. */
    JWT_PUBLIC_KEY: jwtPublicKeySchema,
    JWT_ACCESS_SECRET: retiredJwtSecretSchema,
    APP_ORIGINS: origins,
    /** `Secure` on the refresh cookie: on by default in production and cannot be turned off there. */
    COOKIE_SECURE: cookieSecureSchema,
    /** Express `trust proxy`: the shell's server proxies /api, so client IPs come from X-Forwarded-For. */
    TRUST_PROXY: z.string().default('loopback'),
    /** Database the health check pings (the gateway owns no data). */
    HEALTH_DB_NAME: z.string().min(1).default('postgres'),
    /** Rate limits off (e2e runs); refused in production. */
    THROTTLE_DISABLED: offInProductionSchema('it removes every rate limit, including the login limits'),
    THROTTLE_TTL_MS: positiveInt(60_000),
    THROTTLE_DEFAULT_LIMIT: positiveInt(300),
    THROTTLE_LOGIN_LIMIT: positiveInt(10),
    THROTTLE_SIGNUP_LIMIT: positiveInt(5),
    THROTTLE_PASSWORD_RESET_LIMIT: positiveInt(5),
    /** Reset mails asked for one email (from any address) per window: the inbox is not flooded, and one address cannot probe many. */
    THROTTLE_PASSWORD_RESET_EMAIL_LIMIT: positiveInt(3),
    THROTTLE_PASSWORD_RESET_EMAIL_WINDOW_MS: positiveInt(15 * 60_000),
    /** Failed logins per account across all addresses per window (ASVS 2.2.1: at most 100 an hour). */
    THROTTLE_LOGIN_ACCOUNT_LIMIT: positiveInt(10),
    THROTTLE_LOGIN_ACCOUNT_WINDOW_MS: positiveInt(15 * 60_000),
    /** A browser that logged in to an account stays its "known device" this long. */
    THROTTLE_LOGIN_DEVICE_TTL_DAYS: positiveInt(180),
    /** Swagger UI at /api/docs and the document at /api/docs-json: always outside production, there only when set. */
    API_DOCS_ENABLED: envFlag(false),
    /**
     * The address the public reaches the API at (scheme and host, e.g. https://api.resellpk.pk): the
     * OpenAPI document's server. Outside production it defaults to this gateway on localhost.
     */
    PUBLIC_BASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .url('must be a URL such as https://api.resellpk.pk')
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    /** Request-reply timeout towards services. */
    SERVICE_TIMEOUT_MS: positiveInt(5_000),
    /** Gateway processes (node cluster) sharing the port; limits and socket.io rooms live in Redis. */
    GATEWAY_WORKERS: positiveInt(1),
    /**
     * Internal port of `/metrics` (Prometheus), never the public PORT: publish it to nobody, let only
     * the scraper reach it. With GATEWAY_WORKERS > 1 the primary serves the sum of its workers.
     * `off` serves no metrics (they are still counted); 0 picks a free port.
     */
    METRICS_PORT: metricsPortSchema,
  })
  // a published document must name the real server, not localhost
  .refine((c) => c.NODE_ENV !== 'production' || !c.API_DOCS_ENABLED || c.PUBLIC_BASE_URL !== undefined, {
    path: ['PUBLIC_BASE_URL'],
    message: 'is required in production when API_DOCS_ENABLED=1: the OpenAPI document names the production server',
  })
  .refine((c) => c.NODE_ENV !== 'production' || failedLoginsPerHour(c) <= ASVS_FAILED_LOGINS_PER_HOUR, {
    path: ['THROTTLE_LOGIN_ACCOUNT_LIMIT'],
    message: `with THROTTLE_LOGIN_ACCOUNT_WINDOW_MS allows more than ${ASVS_FAILED_LOGINS_PER_HOUR} failed logins per account and hour`,
  });

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
