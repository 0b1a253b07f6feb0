import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's coins become final when it is delivered: `coin_order_spends.status` gains
 * `delivered`, so a cancel or return arriving after delivery (a bug, a forged event) refunds
 * nothing, as a refund before delivery already keeps the order from earning rewards.
 */
export class OrderSpendsDelivered1795600002000 implements MigrationInterface {
  name = 'OrderSpendsDelivered1795600002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coin_order_spends DROP CONSTRAINT coin_order_spends_status_check`);
    await q.query(`ALTER TABLE coin_order_spends ADD CONSTRAINT coin_order_spends_status_check CHECK (status IN ('spent', 'refunded', 'void', 'delivered'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM coin_order_spends WHERE status = 'delivered' AND amount = 0`);
    await q.query(`UPDATE coin_order_spends SET status = 'spent' WHERE status = 'delivered'`);
    await q.query(`ALTER TABLE coin_order_spends DROP CONSTRAINT coin_order_spends_status_check`);
    await q.query(`ALTER TABLE coin_order_spends ADD CONSTRAINT coin_order_spends_status_check CHECK (status IN ('spent', 'refunded', 'void'))`);
  }
}
