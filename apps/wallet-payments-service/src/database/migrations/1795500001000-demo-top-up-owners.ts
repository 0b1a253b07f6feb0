import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Demo accounts (by email) that get a few top-ups in each state when their registration arrives.
 * Only the demo seed writes here (refused in production), so a production database keeps it empty.
 */
export class DemoTopUpOwners1795500001000 implements MigrationInterface {
  name = 'DemoTopUpOwners1795500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE demo_top_up_owners (email text PRIMARY KEY, seeded_at timestamptz NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE demo_top_up_owners`);
  }
}
