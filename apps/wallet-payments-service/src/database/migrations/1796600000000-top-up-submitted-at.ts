import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `submitted_at`: when the owner first sent proof and the request came under review (issue 36:
 * the money desk's "oldest top-up waiting" and its 15-minute alert). updated_at moves with every
 * new screenshot, paid_marked_at only with "I Have Paid", so neither says how long staff kept it
 * waiting. The partial index serves the scrape-time count and minimum.
 */
export class TopUpSubmittedAt1796600000000 implements MigrationInterface {
  name = 'TopUpSubmittedAt1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_requests ADD COLUMN submitted_at timestamptz NULL`);
    // requests under review before this column: the earliest moment we know of
    await q.query(`UPDATE payment_requests SET submitted_at = LEAST(paid_marked_at, updated_at) WHERE status = 'under_review'`);
    await q.query(`CREATE INDEX payment_requests_under_review_idx ON payment_requests (submitted_at) WHERE status = 'under_review'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_requests_under_review_idx`);
    await q.query(`ALTER TABLE payment_requests DROP COLUMN submitted_at`);
  }
}
