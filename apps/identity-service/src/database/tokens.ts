import { DataSource } from 'typeorm';

/**
 * Injection token of the identity DataSource provided by bootstrapService / createServiceApp.
 * Kept in one place so the services do not depend on how the lib registers it.
 */
export const IDENTITY_DB = DataSource;
