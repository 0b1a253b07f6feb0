import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `wallets` table of the wallets feature. */
export class CreateWallets1795439870589 implements MigrationInterface {
  name = 'CreateWallets1795439870589';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wallets`);
  }
}
