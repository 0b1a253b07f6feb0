import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings staff change in the admin (the support contacts first): one JSON value per key, who
 * changed it last and when. No row: not set (production starts without any).
 */
export class CreateSettings1796500001000 implements MigrationInterface {
  name = 'CreateSettings1796500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_by uuid NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE settings`);
  }
}
