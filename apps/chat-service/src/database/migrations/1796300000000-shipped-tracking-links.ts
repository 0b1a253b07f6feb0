import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Order shipped" notifications carried their tracking link in the prose ("... Track it: https://..."),
 * which wrapped mid-address on a phone and was no link (issue 34, finding 15). Those written before
 * keep the sentence and get the link as `metadata.tracking_url`, as new ones do; only http(s) links
 * become a value, anything else is dropped from the text.
 */
export class ShippedTrackingLinks1796300000000 implements MigrationInterface {
  name = 'ShippedTrackingLinks1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE user_notifications
          SET metadata = CASE WHEN substring(message FROM ' Track it: (\\S+)$') ~* '^https?://[^/\\s]+'
                              THEN metadata || jsonb_build_object('tracking_url', substring(message FROM ' Track it: (\\S+)$'))
                              ELSE metadata END,
              message = regexp_replace(message, ' Track it: \\S+$', '')
        WHERE title = 'Order shipped' AND message ~ ' Track it: \\S+$'`,
    );
  }

  async down(): Promise<void> {
    // the link stays a value
  }
}
