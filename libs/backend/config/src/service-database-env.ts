import { z } from 'zod';
import { currentEnv } from './load-config';

const isProduction = () => currentEnv().NODE_ENV === 'production';

/** Names of the administrator a managed or Docker PostgreSQL starts with. */
const ADMIN_NAMES = new Set(['postgres']);
const OWN_ROLE = "must be this service's own role in production (not the PostgreSQL administrator) with a password: docs/production.md, \"Database roles\"";

const postgresUrl = z
  .string()
  .trim()
  .regex(/^postgres(ql)?:\/\/\S+$/, 'must be postgres://user:password@host:port/database');

/** In production a database URL names a role other than the administrator, with a password. */
function ownRoleUrl(url: string): boolean {
  if (!isProduction()) return true;
  try {
    const parsed = new URL(url);
    return parsed.username !== '' && !ADMIN_NAMES.has(decodeURIComponent(parsed.username)) && parsed.password !== '';
  } catch {
    return false;
  }
}

/**
 * A service's database credentials (merged over baseEnvSchema by every service): two roles of its
 * own, DB_USER serving requests (rows of its database only) and DB_MIGRATION_USER owning the
 * database and running the migrations (libs/backend/persistence, service-roles.ts). Development may
 * use one role for both, or the local superuser; production refuses the administrator and empty
 * passwords, and requires the migration role.
 */
export const serviceDatabaseEnvSchema = z.object({
  DATABASE_URL: postgresUrl.refine(ownRoleUrl, OWN_ROLE).optional(),
  DB_USER: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .default('postgres')
    .refine((user) => !isProduction() || Boolean(currentEnv().DATABASE_URL) || !ADMIN_NAMES.has(user), OWN_ROLE),
  DB_PASSWORD: z
    .string()
    .default('')
    .refine((pw) => !isProduction() || Boolean(currentEnv().DATABASE_URL) || pw !== '', 'is required in production'),
  DATABASE_MIGRATION_URL: postgresUrl.refine(ownRoleUrl, OWN_ROLE).optional(),
  DB_MIGRATION_USER: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .optional()
    .refine((user) => !isProduction() || Boolean(currentEnv().DATABASE_MIGRATION_URL) || Boolean(user), "is required in production: the migrations run as the role that owns the service's database (docs/production.md, \"Database roles\")")
    .refine((user) => !isProduction() || !user || !ADMIN_NAMES.has(user), OWN_ROLE),
  DB_MIGRATION_PASSWORD: z
    .string()
    .optional()
    .refine((pw) => !isProduction() || Boolean(currentEnv().DATABASE_MIGRATION_URL) || Boolean(pw), 'is required in production'),
});
