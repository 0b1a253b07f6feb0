import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SQL that makes a table append-only for the role that serves requests: rows can be inserted
 * and read, never changed, deleted or truncated. Audit logs use it, so a compromised or buggy
 * service cannot rewrite who did what. The table's owner (migrations) and the administrator stay
 * able to amend rows (a migration masking old details, an operator's correction): the trigger lets
 * through any role that is a member of the owner, which the serving role never is.
 *
 * A trigger rather than a REVOKE: provisioning grants the serving role its rights on every table
 * again each time it runs (service-roles.ts), which would quietly undo a revoke.
 */
export function appendOnlySql(table: string): { up: string[]; down: string[] } {
  const fn = `${table}_append_only`;
  return {
    up: [
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
           RETURN COALESCE(NEW, OLD);
         END IF;
         RAISE EXCEPTION '% is append-only: its rows are never changed or deleted', TG_TABLE_NAME
           USING ERRCODE = 'insufficient_privilege';
       END $$`,
      `CREATE TRIGGER ${fn} BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      `CREATE TRIGGER ${fn}_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    ],
    down: [`DROP TRIGGER ${fn}_truncate ON ${table}`, `DROP TRIGGER ${fn} ON ${table}`, `DROP FUNCTION ${fn}()`],
  };
}

/** A migration that makes `table` append-only (each service names it with its own timestamp). */
export function appendOnlyMigration(table: string, name: string): new () => MigrationInterface {
  const { up, down } = appendOnlySql(table);
  return class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      for (const sql of up) await q.query(sql);
    }
    async down(q: QueryRunner): Promise<void> {
      for (const sql of down) await q.query(sql);
    }
  };
}
