import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plan upgrade requests (spec section 3). One pending request per reseller is enforced by a
 * partial unique index, so two concurrent requests can never both be pending.
 */
export class CreatePlanUpgradeRequests1733100000000 implements MigrationInterface {
  name = 'CreatePlanUpgradeRequests1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plan_upgrade_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reseller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        current_plan text NOT NULL,
        requested_plan text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL,
        decided_by uuid NULL,
        CONSTRAINT plan_upgrade_requests_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT plan_upgrade_requests_requested_plan_check CHECK (requested_plan IN ('premium')),
        CONSTRAINT plan_upgrade_requests_decided_check CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX plan_upgrade_requests_one_pending ON plan_upgrade_requests (reseller_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX plan_upgrade_requests_status_created_idx ON plan_upgrade_requests (status, created_at DESC)`);
    await q.query(`CREATE INDEX plan_upgrade_requests_created_idx ON plan_upgrade_requests (created_at DESC)`);
    // the expiry job scans premium users whose plan has run out
    await q.query(`CREATE INDEX users_plan_expiry_idx ON users (plan_expires_at) WHERE plan_expires_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_plan_expiry_idx`);
    await q.query(`DROP TABLE plan_upgrade_requests`);
  }
}
