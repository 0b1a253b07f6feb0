import { Client } from 'pg';
import { ensureServiceDatabase, roleDatabaseUrl, serviceRoles, type ServiceRoles } from '@resellpk/backend-persistence';
import { createTestDatabase, type TestDatabase } from '@resellpk/backend-testing';

/**
 * A throw-away database provisioned as production provisions a service's (ensureServiceDatabase):
 * the service migrates as `ownerUrl` and serves as `appUrl`, so a test sees what the service's own
 * roles can and cannot do. `url` stays the administrator's, for tests that read or change tables
 * behind the service's back.
 */
export interface ServiceTestDatabase extends TestDatabase {
  roles: ServiceRoles;
  /** the service's app role: rows only */
  appUrl: string;
  /** the role that owns the database and runs the migrations */
  ownerUrl: string;
  /** Runs one statement as the administrator (what the app role may not: DDL to simulate a failure). */
  adminQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * `service` is the service's database name (`ServiceDefinition.dbName`): its roles are the ones
 * `npm start` uses, shared cluster-wide and never dropped (dropping the database drops its grants).
 */
export async function createServiceTestDatabase(prefix: string, service: string): Promise<ServiceTestDatabase> {
  const db = await createTestDatabase(prefix);
  const roles = serviceRoles(service);
  try {
    // as the administrator on `postgres`, where parallel provisionings of the same roles take turns
    const admin = new URL(db.url);
    admin.pathname = '/postgres';
    await ensureServiceDatabase(admin.toString(), { database: db.name, roles });
  } catch (error) {
    await db.drop();
    throw error;
  }
  const adminQuery = async <T,>(sql: string, params?: unknown[]): Promise<T[]> => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return { ...db, roles, appUrl: roleDatabaseUrl(db.url, roles.app), ownerUrl: roleDatabaseUrl(db.url, roles.owner), adminQuery };
}
