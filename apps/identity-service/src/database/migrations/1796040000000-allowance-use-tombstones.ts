import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `identity.releaseAllowance` for an order identity never saw leaves a tombstone (no plan, no user,
 * amount 0, already released), so a `useAllowance` for that order arriving late (a timed-out call
 * still queued) is refused instead of applied to a failed checkout; as catalog's and coins' void rows.
 */
export class AllowanceUseTombstones1796040000000 implements MigrationInterface {
  name = 'AllowanceUseTombstones1796040000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE allowance_uses ALTER COLUMN subscription_id DROP NOT NULL, ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`ALTER TABLE allowance_uses DROP CONSTRAINT allowance_uses_amount_check`);
    await q.query(`
      ALTER TABLE allowance_uses ADD CONSTRAINT allowance_uses_use_or_tombstone_check CHECK (
        (subscription_id IS NOT NULL AND user_id IS NOT NULL AND amount > 0)
        OR (subscription_id IS NULL AND user_id IS NULL AND amount = 0 AND released_at IS NOT NULL)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM allowance_uses WHERE subscription_id IS NULL`);
    await q.query(`ALTER TABLE allowance_uses DROP CONSTRAINT allowance_uses_use_or_tombstone_check`);
    await q.query(`ALTER TABLE allowance_uses ADD CONSTRAINT allowance_uses_amount_check CHECK (amount > 0)`);
    await q.query(`ALTER TABLE allowance_uses ALTER COLUMN subscription_id SET NOT NULL, ALTER COLUMN user_id SET NOT NULL`);
  }
}
