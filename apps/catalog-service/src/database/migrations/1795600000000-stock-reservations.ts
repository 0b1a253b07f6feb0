import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock reserved by checkouts, one row per order (the order id is the idempotency key): `reserved`
 * while the order holds its units, `released` once they went back, or a tombstone written by a
 * release that came before any reservation, so a late reserve for that order is refused. The
 * lines remember what to put back. No foreign key to products: a deleted product must not block
 * an order's history, and its units simply have nowhere to return to.
 */
export class StockReservations1795600000000 implements MigrationInterface {
  name = 'StockReservations1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_reservations (
        order_id uuid PRIMARY KEY,
        status text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz NULL,
        CONSTRAINT stock_reservations_status_check CHECK (status IN ('reserved', 'released')),
        CONSTRAINT stock_reservations_released_at CHECK ((status = 'released') = (released_at IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE stock_reservation_lines (
        order_id uuid NOT NULL REFERENCES stock_reservations (order_id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        quantity integer NOT NULL,
        PRIMARY KEY (order_id, product_id),
        CONSTRAINT stock_reservation_lines_quantity_positive CHECK (quantity > 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_reservation_lines`);
    await q.query(`DROP TABLE stock_reservations`);
  }
}
