import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An audit row may have no user as its actor: `npm run create-admin` acts as the operator, who has
 * no account (details.by = 'operator'), the way the other services' logs leave a system actor NULL.
 */
export class AuditLogOperatorActor1796500000000 implements MigrationInterface {
  name = 'AuditLogOperatorActor1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ALTER COLUMN actor_id DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE actor_id IS NULL`);
    await q.query(`ALTER TABLE audit_log ALTER COLUMN actor_id SET NOT NULL`);
  }
}
