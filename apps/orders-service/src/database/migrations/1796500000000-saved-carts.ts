import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A signed-in reseller's cart, kept so it follows them to every device (issue 34, 9). One row per
 * reseller, replaced whole on each save: the lines and gifts as the reseller chose them (product,
 * quantity, margin, Apply Coins; gift offer, product, quantity), never a price. `version` is
 * raised by every save: a save names the version it replaces (optimistic concurrency).
 */
export class SavedCarts1796500000000 implements MigrationInterface {
  name = 'SavedCarts1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carts (
        user_id uuid PRIMARY KEY,
        items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) <= 50),
        gifts jsonb NOT NULL CHECK (jsonb_typeof(gifts) = 'array' AND jsonb_array_length(gifts) <= 20),
        version integer NOT NULL CHECK (version >= 1),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE carts`);
  }
}
