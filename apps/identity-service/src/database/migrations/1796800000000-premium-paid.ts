import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Premium is paid (issue 38): an approved request keeps the wallet transaction that paid it; a
 * request the wallet could not pay yet keeps the shortfall the reseller was last told about (so a
 * second attempt with the same balance does not notify again); a user keeps the plan end date they
 * were last reminded of (one reminder per end date); a rejected request records when the job last
 * made sure it kept no payment.
 */
export class PremiumPaid1796800000000 implements MigrationInterface {
  name = 'PremiumPaid1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE plan_upgrade_requests ADD COLUMN payment_transaction_id uuid NULL, ADD COLUMN short_notified_paisa bigint NULL, ADD COLUMN refund_checked_at timestamptz NULL`);
    // the job that makes sure a rejected request kept no payment finds its work by this index
    await q.query(`CREATE INDEX plan_upgrade_requests_refund_unchecked ON plan_upgrade_requests (decided_at) WHERE status = 'rejected' AND refund_checked_at IS NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN plan_reminded_for timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN plan_reminded_for`);
    await q.query(`DROP INDEX plan_upgrade_requests_refund_unchecked`);
    await q.query(`ALTER TABLE plan_upgrade_requests DROP COLUMN payment_transaction_id, DROP COLUMN short_notified_paisa, DROP COLUMN refund_checked_at`);
  }
}
