import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout (docs/checkout-saga.md): the order carries its saga state, the caller's idempotency key
 * (one order per reseller and key) and the hash of the request it was placed with; its items are
 * snapshots (name, image, prices at order time); every status change is a row of
 * order_status_history (the audit log). Rows written before this release were complete orders.
 */
export class CheckoutSaga1795600000000 implements MigrationInterface {
  name = 'CheckoutSaga1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN items_paisa bigint NOT NULL DEFAULT 0 CHECK (items_paisa >= 0),
        ADD COLUMN coins_spent numeric(18,4) NOT NULL DEFAULT 0 CHECK (coins_spent >= 0),
        ADD COLUMN plan text NULL,
        ADD COLUMN saga_state text NOT NULL DEFAULT 'completed'
          CONSTRAINT orders_saga_state_check CHECK (saga_state IN ('pending', 'compensating', 'completed', 'failed')),
        ADD COLUMN idempotency_key text NULL,
        ADD COLUMN request_hash text NULL,
        -- the typed error a failed saga answered, answered again to the same key
        ADD COLUMN failure jsonb NULL,
        ADD CONSTRAINT orders_idempotency_key UNIQUE (reseller_id, idempotency_key)`);
    await q.query(`CREATE INDEX orders_saga_open_idx ON orders (updated_at) WHERE saga_state IN ('pending', 'compensating')`);
    await q.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC) WHERE saga_state = 'completed'`);
    await q.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position integer NOT NULL,
        product_id uuid NOT NULL,
        name text NOT NULL,
        image jsonb NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        price_basis text NOT NULL CHECK (price_basis IN ('wholesale', 'retail', 'discounted')),
        unit_price bigint NOT NULL CHECK (unit_price >= 0),
        wholesale_price bigint NOT NULL CHECK (wholesale_price >= 0),
        profit_amount bigint NOT NULL CHECK (profit_amount >= 0),
        total_price bigint NOT NULL CHECK (total_price >= 0),
        coins_spent numeric(18,4) NOT NULL DEFAULT 0 CHECK (coins_spent >= 0),
        weight_kg numeric(10,3) NOT NULL DEFAULT 0,
        is_gift boolean NOT NULL DEFAULT false,
        offer_id uuid NULL,
        CHECK (NOT is_gift OR (offer_id IS NOT NULL AND unit_price = 0 AND total_price = 0)),
        UNIQUE (order_id, position)
      )`);
    await q.query(`
      CREATE TABLE order_status_history (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        from_status text NULL,
        to_status text NOT NULL CHECK (to_status IN ('processing', 'shipped', 'delivered', 'cancelled', 'returned')),
        actor text NOT NULL CHECK (actor IN ('reseller', 'staff', 'system')),
        actor_id uuid NULL,
        note text NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id)`);
    // names and emails of users, from identity's registrations, for the staff's order list
    await q.query(`
      CREATE TABLE order_users (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_users`);
    await q.query(`DROP TABLE order_status_history`);
    await q.query(`DROP TABLE order_items`);
    await q.query(`DROP INDEX orders_created_idx`);
    await q.query(`DROP INDEX orders_saga_open_idx`);
    await q.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_idempotency_key, DROP COLUMN failure, DROP COLUMN request_hash, DROP COLUMN idempotency_key,
        DROP COLUMN saga_state, DROP COLUMN plan, DROP COLUMN coins_spent, DROP COLUMN items_paisa`);
  }
}
