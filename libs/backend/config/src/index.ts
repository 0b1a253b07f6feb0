export { loadConfig, currentEnv } from './load-config';
export type { Env } from './load-config';
export { baseEnvSchema, offInProductionSchema, onInProductionSchema, seedDemoSchema, cookieSecureSchema, refuseInProduction } from './base-env';
export {
  jwtPrivateKeySchema,
  jwtPublicKeySchema,
  retiredJwtSecretSchema,
  isDevelopmentJwtKey,
  DEV_JWT_PRIVATE_KEY,
  DEV_JWT_PUBLIC_KEY,
  DEV_JWT_PRIVATE_KEY_PEM,
  DEV_JWT_PUBLIC_KEY_PEM,
} from './jwt-keys';
export { databaseUrl, migrationDatabaseUrl } from './database-url';
export type { DatabaseEnv } from './database-url';
export * from './repo-root';
export { envFlag } from './env-flag';
export { redisConnection } from './redis-connection';
export { serviceDatabaseEnvSchema } from './service-database-env';
export { FieldCipher, FieldDecryptionError, fieldEncryptionKeysSchema, parseFieldKeys, DEV_FIELD_ENCRYPTION_KEYS, SEALED_PREFIX } from './field-encryption';
export type { FieldKey } from './field-encryption';
