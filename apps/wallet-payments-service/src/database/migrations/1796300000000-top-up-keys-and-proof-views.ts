import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Top-ups (issue 34):
 * - `client_key`: the Idempotency-Key the request was created with (one request per key and user;
 *   null for requests made before, and by the demo data).
 * - `screenshot_viewed_at` / `_by`: when a staff member first opened the screenshot, so the
 *   helpers' list offers Approve only once someone has looked at the proof.
 * - `paid_marked_at`: when the owner said "I Have Paid" (said once; a screenshot may come before
 *   or after it).
 * (The one-minute duplicate check reads payment_requests_user_idx.)
 */
export class TopUpKeysAndProofViews1796300000000 implements MigrationInterface {
  name = 'TopUpKeysAndProofViews1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_requests ADD COLUMN client_key text NULL, ADD COLUMN screenshot_viewed_at timestamptz NULL, ADD COLUMN screenshot_viewed_by uuid NULL, ADD COLUMN paid_marked_at timestamptz NULL`);
    await q.query(`ALTER TABLE payment_requests ADD CONSTRAINT payment_requests_client_key_key UNIQUE (user_id, client_key)`);
    // requests already marked paid before this column: "I Have Paid" is not asked again
    await q.query(`UPDATE payment_requests SET paid_marked_at = updated_at WHERE status <> 'pending' AND screenshot_key IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_requests DROP CONSTRAINT payment_requests_client_key_key`);
    await q.query(`ALTER TABLE payment_requests DROP COLUMN client_key, DROP COLUMN screenshot_viewed_at, DROP COLUMN screenshot_viewed_by, DROP COLUMN paid_marked_at`);
  }
}
