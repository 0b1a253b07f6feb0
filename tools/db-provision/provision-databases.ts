/**
 * Creates every service's database and PostgreSQL roles, and the gateway's login role
 * (docs/production.md, "Database roles"): the operator's step before the services start, the only
 * one that needs the administrator's credentials. Idempotent: run it again after an upgrade.
 *
 *   DB_ADMIN_URL=postgres://admin:pw@host:5432/postgres npm run db:provision   (main.ts)
 *   docker compose: the one-shot `db-provision` container (main.ts built as dist/apps/gateway/db-provision.js)
 *   tools/stack.js (npm start, e2e, bench) calls provisionDatabases with the local superuser
 *
 * Passwords come from DB_PASSWORD_<APP> (the app role: the service's DB_PASSWORD) and
 * DB_OWNER_PASSWORD_<APP> (the owner role: its DB_MIGRATION_PASSWORD), APP as in NATS_PASSWORD_<APP>
 * (IDENTITY, WALLET_PAYMENTS, ..., GATEWAY has only DB_PASSWORD_GATEWAY). NODE_ENV=production
 * requires every one of them; elsewhere a missing one leaves the role's password as it is (trust
 * authentication on a development machine).
 */
import { ensureLoginRole, ensureServiceDatabase, serviceRoles } from '@resellpk/backend-persistence';
import { SERVICE_LIST } from '@resellpk/contracts';

/** The gateway's role: a login for its health check, no database of its own. */
export const GATEWAY_DB_ROLE = 'resellpk_gateway';

const variableSuffix = (app: string) => app.toUpperCase().replace(/-/g, '_');
export const appPasswordVariable = (app: string) => `DB_PASSWORD_${variableSuffix(app)}`;
export const ownerPasswordVariable = (app: string) => `DB_OWNER_PASSWORD_${variableSuffix(app)}`;

export interface ProvisionOptions {
  /** the administrator on the server's `postgres` database */
  adminUrl: string;
  /** appended to each database's name (`_e2e`, `_bench3`); the roles are the same */
  suffix?: string;
  env?: NodeJS.ProcessEnv;
}

/** Every service database with its roles (what the service is given as DB_USER / DB_MIGRATION_USER). */
export function serviceDatabases(suffix = '') {
  return SERVICE_LIST.map((s) => ({ service: s.name, app: s.app, database: `${s.database}${suffix}`, roles: serviceRoles(s.database) }));
}

/** Provisions everything; returns the databases it created. */
export async function provisionDatabases({ adminUrl, suffix = '', env = process.env }: ProvisionOptions): Promise<string[]> {
  const production = env.NODE_ENV === 'production';
  const password = (variable: string) => {
    const value = env[variable];
    if (!value && production) throw new Error(`${variable} is required with NODE_ENV=production (docs/production.md, "Database roles")`);
    return value || undefined;
  };
  const created: string[] = [];
  for (const s of serviceDatabases(suffix)) {
    const spec = { database: s.database, roles: s.roles, appPassword: password(appPasswordVariable(s.service)), ownerPassword: password(ownerPasswordVariable(s.service)) };
    if (await ensureServiceDatabase(adminUrl, spec)) created.push(s.database);
  }
  await ensureLoginRole(adminUrl, GATEWAY_DB_ROLE, password(appPasswordVariable('gateway')));
  return created;
}

/** `DB_ADMIN_URL=... [DB_SUFFIX=_e2e]`: provisions and says what is ready. */
export async function provisionFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const adminUrl = env.DB_ADMIN_URL;
  if (!adminUrl) throw new Error('DB_ADMIN_URL is required: postgres://<administrator>:<password>@<host>:5432/postgres');
  const created = await provisionDatabases({ adminUrl, suffix: env.DB_SUFFIX ?? '', env });
  const roles = serviceDatabases().map((s) => `${s.roles.owner}/${s.roles.app}`);
  console.log(`databases and roles ready${created.length ? ` (created ${created.join(', ')})` : ''}: ${[...roles, GATEWAY_DB_ROLE].join(', ')}`);
}
