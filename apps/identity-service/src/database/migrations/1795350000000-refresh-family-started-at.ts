import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `family_started_at`: when the login that began a refresh-token family happened, copied to every
 * rotated token, so a family has an absolute lifetime however often it is refreshed. Existing
 * families start at their oldest token. The default covers a token written by an older replica
 * during a rolling deploy (its family then counts from that rotation).
 */
export class RefreshFamilyStartedAt1795350000000 implements MigrationInterface {
  name = 'RefreshFamilyStartedAt1795350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens ADD COLUMN family_started_at timestamptz NULL`);
    await q.query(`
      UPDATE refresh_tokens t SET family_started_at = f.started
      FROM (SELECT family_id, min(created_at) AS started FROM refresh_tokens GROUP BY family_id) f
      WHERE t.family_id = f.family_id`);
    await q.query(`ALTER TABLE refresh_tokens ALTER COLUMN family_started_at SET DEFAULT now(), ALTER COLUMN family_started_at SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens DROP COLUMN family_started_at`);
  }
}
