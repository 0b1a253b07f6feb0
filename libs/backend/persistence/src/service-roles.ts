import { Client } from 'pg';

/**
 * Each service's PostgreSQL roles (docs/production.md, "Database roles"): the owner owns its
 * database and every object in it and runs the migrations; the app role, which serves requests,
 * may only read and write rows of that one database. Neither is a superuser or can create
 * databases or roles, and no other role may even connect (CONNECT is revoked from PUBLIC).
 */
export interface ServiceRoles {
  owner: string;
  app: string;
}

/** `resellpk_<service>_owner` / `_app`; `service` is the service's database name (`wallet_payments`). */
export function serviceRoles(service: string): ServiceRoles {
  const base = `resellpk_${service.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  return { owner: `${base}_owner`, app: `${base}_app` };
}

export interface ServiceDatabaseSpec {
  /** the database to create (or take over) */
  database: string;
  roles: ServiceRoles;
  /** Set as the roles' passwords when given (production); left as they are when not (trust auth in development). */
  ownerPassword?: string;
  appPassword?: string;
}

/** Rights of the app role: rows only, no DDL, no TRUNCATE (it does not own the tables). */
const APP_TABLE_RIGHTS = 'SELECT, INSERT, UPDATE, DELETE';
const APP_SEQUENCE_RIGHTS = 'USAGE, SELECT';
/** What the roles may never be: a role that can do any of these could reach other services' data. */
const ROLE_LIMITS = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT';
/** Arbitrary constant: provisioning runs one at a time on a server (parallel tests, replicas booting together). */
const PROVISION_LOCK_KEY = 7_340_033;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** `url` as `role` (and `password`, when given): the URL a service connects with. */
export function roleDatabaseUrl(url: string, role: string, password?: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  parsed.password = password ? encodeURIComponent(password) : '';
  return parsed.toString();
}

async function connected<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `fn` on an administrator's connection, one provisioning at a time on the server. */
async function provisioning<T>(adminUrl: string, fn: (admin: Client) => Promise<T>): Promise<T> {
  return connected(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [PROVISION_LOCK_KEY]);
    try {
      return await fn(admin);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [PROVISION_LOCK_KEY]).catch(() => undefined);
    }
  });
}

async function ensureRole(admin: Client, role: string, password: string | undefined): Promise<void> {
  // utility statements take no parameters: the password goes in as an escaped literal
  const pw = password ? ` PASSWORD ${admin.escapeLiteral(password)}` : '';
  const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (!exists.rowCount) {
    try {
      await admin.query(`CREATE ROLE ${quoteIdent(role)} WITH ${ROLE_LIMITS}${pw}`);
      return;
    } catch (error) {
      // created meanwhile by a provisioning that took its lock on another database: bring it in line below
      if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
  }
  await admin.query(`ALTER ROLE ${quoteIdent(role)} WITH ${ROLE_LIMITS}${pw}`);
}

/**
 * Creates (or brings up to date) one service's database and its two roles, then grants: run by the
 * operator with an administrator's URL (`adminUrl`, on the server's `postgres` database, where
 * provisionings take turns through an advisory lock; `npm run
 * db:provision`, tools/stack.js, the test harness), never by the service itself in production.
 * Idempotent and safe to run concurrently. A database that already exists (made by the superuser
 * before roles existed) is taken over: it and the objects in its public schema pass to the owner.
 * Returns whether the database was created.
 */
export async function ensureServiceDatabase(adminUrl: string, spec: ServiceDatabaseSpec): Promise<boolean> {
  const { database, roles } = spec;
  const db = quoteIdent(database);
  const owner = quoteIdent(roles.owner);
  const app = quoteIdent(roles.app);
  return provisioning(adminUrl, async (admin) => {
    await ensureRole(admin, roles.owner, spec.ownerPassword);
    await ensureRole(admin, roles.app, spec.appPassword);
    // the app role must not be able to become the owner (SET ROLE) and drop its tables
    await admin.query(`REVOKE ${owner} FROM ${app}`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) await admin.query(`CREATE DATABASE ${db} OWNER ${owner}`);
    else await admin.query(`ALTER DATABASE ${db} OWNER TO ${owner}`);
    // nobody else connects: not another service's roles, not a role created later
    await admin.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);
    await admin.query(`GRANT CONNECT ON DATABASE ${db} TO ${app}`);
    await connected(withDatabase(adminUrl, database), (inDb) => grantInDatabase(inDb, roles));
    return !found.rowCount;
  });
}

/**
 * A login role with no database of its own and the same limits (the gateway's, for its health
 * check's `SELECT 1` on the `postgres` database). Idempotent; the password is set when given.
 */
export async function ensureLoginRole(adminUrl: string, role: string, password?: string): Promise<void> {
  await provisioning(adminUrl, (admin) => ensureRole(admin, role, password));
}

async function grantInDatabase(client: Client, roles: ServiceRoles): Promise<void> {
  const owner = quoteIdent(roles.owner);
  const app = quoteIdent(roles.app);
  await client.query(`ALTER SCHEMA public OWNER TO ${owner}`);
  await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
  await client.query(`GRANT USAGE ON SCHEMA public TO ${app}`);
  await takeOverObjects(client, roles.owner);
  await client.query(`GRANT ${APP_TABLE_RIGHTS} ON ALL TABLES IN SCHEMA public TO ${app}`);
  await client.query(`GRANT ${APP_SEQUENCE_RIGHTS} ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
  // what later migrations create (as the owner) is readable and writable by the app role too
  await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT ${APP_TABLE_RIGHTS} ON TABLES TO ${app}`);
  await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT ${APP_SEQUENCE_RIGHTS} ON SEQUENCES TO ${app}`);
}

/**
 * Objects in `public` that another role owns (a database the superuser migrated before these roles
 * existed) pass to the owner, so its migrations can alter them. Tables first: their serial
 * sequences follow them.
 */
async function takeOverObjects(client: Client, ownerRole: string): Promise<void> {
  const owner = quoteIdent(ownerRole);
  const relations = await client.query<{ name: string; kind: string }>(
    `SELECT format('%I', c.relname) AS name, c.relkind AS kind FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND pg_get_userbyid(c.relowner) <> $1`,
    [ownerRole],
  );
  const alter: Record<string, string> = { r: 'TABLE', p: 'TABLE', f: 'FOREIGN TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW' };
  for (const r of relations.rows) await client.query(`ALTER ${alter[r.kind]} public.${r.name} OWNER TO ${owner}`);
  const others = await client.query<{ statement: string }>(
    `SELECT format('ALTER SEQUENCE public.%I OWNER TO %I', c.relname, $1::text) AS statement FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' AND pg_get_userbyid(c.relowner) <> $1
     UNION ALL
     SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $1::text) FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> $1
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     UNION ALL
     SELECT format('ALTER %s public.%I OWNER TO %I', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.typname, $1::text) FROM pg_type t
       JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> $1
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')`,
    [ownerRole],
  );
  for (const { statement } of others.rows) await client.query(statement);
}

/** What a connection's role may do that a service's serving role must not. */
export interface RolePowers {
  role: string;
  superuser: boolean;
  createDatabases: boolean;
  createRoles: boolean;
  /** owns (or can act as the owner of) the database it is connected to: could drop its tables */
  ownsDatabase: boolean;
}

/** The powers of the role `query` runs as, in its current database. */
export async function readRolePowers(query: (sql: string) => Promise<Array<Record<string, unknown>>>): Promise<RolePowers> {
  const [row] = await query(
    `SELECT current_user AS role, r.rolsuper AS superuser, r.rolcreatedb AS "createDatabases", r.rolcreaterole AS "createRoles",
            pg_has_role(current_user, d.datdba, 'MEMBER') AS "ownsDatabase"
       FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
  );
  return row as unknown as RolePowers;
}

/** Why a serving role is too powerful (empty when it is not). */
export function rolePowerProblems(powers: RolePowers): string[] {
  const problems: string[] = [];
  if (powers.superuser) problems.push(`${powers.role} is a superuser`);
  if (powers.createDatabases) problems.push(`${powers.role} can create databases`);
  if (powers.createRoles) problems.push(`${powers.role} can create roles`);
  if (powers.ownsDatabase) problems.push(`${powers.role} owns its database (it could drop its tables)`);
  return problems;
}
