import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders table with the spec's fields (section 3; money in paisa, weight in kg). Orders are
 * written by the checkout of a later release; this release counts them for the dashboard.
 */
export class CreateOrders1733100001000 implements MigrationInterface {
  name = 'CreateOrders1733100001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reseller_id uuid NOT NULL,
        total_weight numeric(10, 3) NOT NULL DEFAULT 0 CHECK (total_weight >= 0),
        total_wholesale_price bigint NOT NULL CHECK (total_wholesale_price >= 0),
        total_profit bigint NOT NULL DEFAULT 0 CHECK (total_profit >= 0),
        shipping_cost bigint NOT NULL DEFAULT 0 CHECK (shipping_cost >= 0),
        total_amount bigint NOT NULL CHECK (total_amount >= 0),
        customer_name text NOT NULL,
        customer_phone text NOT NULL,
        customer_address text NOT NULL,
        customer_city text NOT NULL,
        status text NOT NULL DEFAULT 'processing',
        tracking_id text NULL,
        tracking_link text NULL,
        courier text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_status_check CHECK (status IN ('processing', 'shipped', 'delivered', 'cancelled', 'returned'))
      )`);
    await q.query(`CREATE INDEX orders_reseller_created_idx ON orders (reseller_id, created_at DESC)`);
    await q.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE orders`);
  }
}
