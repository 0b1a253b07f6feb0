import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue (spec section 3): products and their images, custom categories, favourites and
 * free-gift offers. Money in integer paisa. The listing indexes serve the keyset pages
 * (stock > 0, by name or wholesale price), the trigram index the substring search.
 */
export class CreateCatalogTables1733200000000 implements MigrationInterface {
  name = 'CreateCatalogTables1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        short_name text NOT NULL,
        long_name text NOT NULL,
        description text NOT NULL,
        retail_price bigint NULL,
        discounted_price bigint NULL,
        wholesale_price bigint NOT NULL,
        category text NOT NULL DEFAULT 'electronics',
        plan_access text NOT NULL DEFAULT 'free',
        weight numeric(10, 3) NOT NULL DEFAULT 0,
        stock integer NOT NULL DEFAULT 0,
        coin_discount integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT products_wholesale_positive CHECK (wholesale_price > 0),
        CONSTRAINT products_retail_positive CHECK (retail_price IS NULL OR retail_price > 0),
        CONSTRAINT products_discounted_positive CHECK (discounted_price IS NULL OR discounted_price > 0),
        CONSTRAINT products_stock_non_negative CHECK (stock >= 0),
        CONSTRAINT products_coin_discount_non_negative CHECK (coin_discount >= 0),
        CONSTRAINT products_weight_non_negative CHECK (weight >= 0),
        CONSTRAINT products_plan_access_check CHECK (plan_access IN ('free', 'premium', 'basic', 'vip'))
      )`);
    await q.query(`CREATE INDEX products_in_stock_name_idx ON products (name, id) WHERE stock > 0`);
    await q.query(`CREATE INDEX products_in_stock_price_idx ON products (wholesale_price, id) WHERE stock > 0`);
    await q.query(`CREATE INDEX products_created_idx ON products (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX products_category_idx ON products (category)`);
    await q.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE product_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        card_key text NOT NULL,
        detail_key text NOT NULL,
        full_key text NOT NULL,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_images_product_idx ON product_images (product_id, position, created_at)`);

    await q.query(`
      CREATE TABLE custom_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT custom_categories_name_not_blank CHECK (btrim(name) <> '')
      )`);
    await q.query(`CREATE UNIQUE INDEX custom_categories_name_unique ON custom_categories (lower(name))`);

    await q.query(`
      CREATE TABLE user_favorites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_favorites_user_product_unique UNIQUE (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX user_favorites_user_created_idx ON user_favorites (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX user_favorites_product_idx ON user_favorites (product_id)`);

    await q.query(`
      CREATE TABLE free_product_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        min_order_threshold bigint NOT NULL,
        max_units_per_order integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT free_product_offers_threshold_check CHECK (min_order_threshold >= 100),
        CONSTRAINT free_product_offers_max_units_check CHECK (max_units_per_order >= 1)
      )`);
    await q.query(`CREATE INDEX free_product_offers_active_idx ON free_product_offers (min_order_threshold) WHERE is_active`);
    await q.query(`
      CREATE TABLE free_product_offer_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        offer_id uuid NOT NULL REFERENCES free_product_offers (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        CONSTRAINT free_product_offer_items_unique UNIQUE (offer_id, product_id)
      )`);
    await q.query(`CREATE INDEX free_product_offer_items_product_idx ON free_product_offer_items (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE free_product_offer_items`);
    await q.query(`DROP TABLE free_product_offers`);
    await q.query(`DROP TABLE user_favorites`);
    await q.query(`DROP TABLE custom_categories`);
    await q.query(`DROP TABLE product_images`);
    await q.query(`DROP TABLE products`);
  }
}
