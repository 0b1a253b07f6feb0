import { databaseUrl, migrationDatabaseUrl } from './database-url';
import { loadConfig } from './load-config';
import { serviceDatabaseEnvSchema } from './service-database-env';

describe("a service's database roles in its configuration", () => {
  const production = { NODE_ENV: 'production' };
  const roles = { DB_USER: 'resellpk_orders_app', DB_PASSWORD: 'app-secret', DB_MIGRATION_USER: 'resellpk_orders_owner', DB_MIGRATION_PASSWORD: 'owner-secret' };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(serviceDatabaseEnvSchema, env);
      return [];
    } catch (error) {
      return (error as Error).message.split('\n').slice(1).map((line) => line.trim());
    }
  };

  it('builds the serving and the migration URL of one database from DB_* and DB_MIGRATION_*', () => {
    expect(databaseUrl('orders', { ...roles, DB_HOST: 'db' })).toBe('postgres://resellpk_orders_app:app-secret@db:5432/orders');
    expect(migrationDatabaseUrl('orders', { ...roles, DB_HOST: 'db' })).toBe('postgres://resellpk_orders_owner:owner-secret@db:5432/orders');
    expect(migrationDatabaseUrl('orders', { DATABASE_MIGRATION_URL: 'postgres://o:p@h/x', DB_MIGRATION_USER: 'ignored' })).toBe('postgres://o:p@h/x');
    // development with one role: the migrations run on the serving connection
    expect(migrationDatabaseUrl('orders', {})).toBeUndefined();
  });

  it('lets development use the local superuser', () => {
    expect(problems({})).toEqual([]);
    expect(loadConfig(serviceDatabaseEnvSchema, {})).toMatchObject({ DB_USER: 'postgres', DB_PASSWORD: '' });
  });

  it("accepts the service's own roles with passwords in production, as DB_* or as URLs", () => {
    expect(problems({ ...production, ...roles })).toEqual([]);
    expect(problems({ ...production, DATABASE_URL: 'postgres://a:pw@db/orders', DATABASE_MIGRATION_URL: 'postgres://o:pw@db/orders' })).toEqual([]);
  });

  it('refuses the administrator, a missing password and a missing migration role in production', () => {
    expect(problems(production)).toEqual([
      expect.stringMatching(/^- DB_USER: must be this service's own role/),
      '- DB_PASSWORD: is required in production',
      expect.stringMatching(/^- DB_MIGRATION_USER: is required in production/),
      '- DB_MIGRATION_PASSWORD: is required in production',
    ]);
    expect(problems({ ...production, ...roles, DB_MIGRATION_USER: 'postgres' })).toEqual([expect.stringMatching(/^- DB_MIGRATION_USER: must be this service's own role/)]);
    expect(problems({ ...production, ...roles, DATABASE_URL: 'postgres://postgres:pw@db/orders' })).toEqual([expect.stringMatching(/^- DATABASE_URL: must be this service's own role/)]);
    expect(problems({ ...production, ...roles, DATABASE_MIGRATION_URL: 'postgres://orders_owner@db/orders' })).toEqual([
      expect.stringMatching(/^- DATABASE_MIGRATION_URL: must be this service's own role/),
    ]);
  });
});
