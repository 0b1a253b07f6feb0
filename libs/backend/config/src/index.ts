export { loadConfig, currentEnv } from './load-config';
export type { Env } from './load-config';
export { baseEnvSchema, jwtSecretSchema, jwtEnvSchema, DEV_JWT_ACCESS_SECRET } from './base-env';
export type { BaseEnv } from './base-env';
export { databaseUrl } from './database-url';
export type { DatabaseEnv } from './database-url';
export * from './repo-root';
export { envFlag } from './env-flag';
