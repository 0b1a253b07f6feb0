import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wholesale allowance an order took from its reseller's partner plan (integer paisa; 0 when none):
 * what the checkout asked identity to use, and what compensation, recovery and a cancellation give back.
 */
export class OrderAllowance1795700000000 implements MigrationInterface {
  name = 'OrderAllowance1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN allowance_used_paisa bigint NOT NULL DEFAULT 0 CHECK (allowance_used_paisa >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN allowance_used_paisa`);
  }
}
