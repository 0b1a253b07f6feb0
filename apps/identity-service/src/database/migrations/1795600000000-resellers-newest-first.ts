import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin's reseller list pages users of one role newest first. */
export class ResellersNewestFirst1795600000000 implements MigrationInterface {
  name = 'ResellersNewestFirst1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_role_created_idx ON users (role, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_role_created_idx`);
  }
}
