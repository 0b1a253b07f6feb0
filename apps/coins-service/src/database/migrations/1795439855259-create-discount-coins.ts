import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `discount_coins` table of the accounts feature. */
export class CreateDiscountCoins1795439855259 implements MigrationInterface {
  name = 'CreateDiscountCoins1795439855259';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discount_coins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE discount_coins`);
  }
}
