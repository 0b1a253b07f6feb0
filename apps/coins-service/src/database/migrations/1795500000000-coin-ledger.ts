import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The coin account, its ledger, referral codes, pack purchases and the per-order spends. Amounts are
 * numeric(18,4): exact to 1/10000 of a coin. The account row carries the invariant
 * balance = total_earned - total_spent >= 0; every change of it writes the matching ledger row in the
 * same transaction, so the balance is also the sum of the user's ledger rows (docs/coins.md).
 */
export class CoinLedger1795500000000 implements MigrationInterface {
  name = 'CoinLedger1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE discount_coins
        ADD COLUMN user_id uuid NOT NULL,
        ADD COLUMN balance numeric(18,4) NOT NULL DEFAULT 0,
        ADD COLUMN total_earned numeric(18,4) NOT NULL DEFAULT 0,
        ADD COLUMN total_spent numeric(18,4) NOT NULL DEFAULT 0,
        ADD COLUMN last_mining_update timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN has_claimed_signup_bonus boolean NOT NULL DEFAULT false,
        ADD COLUMN has_claimed_first_purchase_bonus boolean NOT NULL DEFAULT false,
        ADD COLUMN has_claimed_first_coin_purchase_bonus boolean NOT NULL DEFAULT false,
        ADD COLUMN referred_by uuid NULL,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT discount_coins_user_id_key UNIQUE (user_id),
        ADD CONSTRAINT discount_coins_balance_not_negative CHECK (balance >= 0),
        ADD CONSTRAINT discount_coins_totals_agree CHECK (total_earned >= 0 AND total_spent >= 0 AND balance = total_earned - total_spent)`);
    await q.query(`CREATE INDEX discount_coins_referred_by ON discount_coins (referred_by) WHERE referred_by IS NOT NULL`);

    await q.query(`
      CREATE TABLE coin_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES discount_coins (user_id),
        transaction_type text NOT NULL CHECK (transaction_type IN ('mining', 'signup_bonus', 'first_purchase_bonus', 'referral_bonus', 'purchase', 'usage', 'refund')),
        amount numeric(18,4) NOT NULL,
        description text NOT NULL,
        order_id uuid NULL,
        referral_user_id uuid NULL,
        purchase_id uuid NULL,
        -- mining keeps one row per user per UTC day, grown in place
        mining_day date NULL CHECK ((transaction_type = 'mining') = (mining_day IS NOT NULL)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX coin_transactions_mining_day ON coin_transactions (user_id, mining_day) WHERE transaction_type = 'mining'`);
    await q.query(`CREATE UNIQUE INDEX coin_transactions_signup_bonus ON coin_transactions (user_id) WHERE transaction_type = 'signup_bonus'`);
    await q.query(`CREATE UNIQUE INDEX coin_transactions_order ON coin_transactions (order_id, transaction_type, user_id) WHERE order_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX coin_transactions_purchase ON coin_transactions (purchase_id) WHERE purchase_id IS NOT NULL`);
    await q.query(`CREATE INDEX coin_transactions_history ON coin_transactions (user_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE referral_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES discount_coins (user_id),
        code text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE coin_purchases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES discount_coins (user_id),
        idempotency_key text NOT NULL,
        pack_id text NOT NULL,
        package_amount integer NOT NULL CHECK (package_amount > 0),
        coins_received numeric(18,4) NOT NULL DEFAULT 0,
        payment_status text NOT NULL CHECK (payment_status IN ('pending', 'completed', 'failed')),
        is_first_purchase boolean NOT NULL DEFAULT false,
        wallet_transaction_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT coin_purchases_key UNIQUE (user_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX coin_purchases_pending ON coin_purchases (created_at) WHERE payment_status = 'pending'`);

    await q.query(`
      CREATE TABLE coin_order_spends (
        order_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES discount_coins (user_id),
        amount numeric(18,4) NOT NULL CHECK (amount >= 0),
        -- void: refunded before any spend arrived, so a late spend for it is refused
        status text NOT NULL CHECK (status IN ('spent', 'refunded', 'void')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coin_order_spends`);
    await q.query(`DROP TABLE coin_purchases`);
    await q.query(`DROP TABLE referral_codes`);
    await q.query(`DROP TABLE coin_transactions`);
    await q.query(`
      ALTER TABLE discount_coins
        DROP COLUMN user_id, DROP COLUMN balance, DROP COLUMN total_earned, DROP COLUMN total_spent,
        DROP COLUMN last_mining_update, DROP COLUMN has_claimed_signup_bonus, DROP COLUMN has_claimed_first_purchase_bonus,
        DROP COLUMN has_claimed_first_coin_purchase_bonus, DROP COLUMN referred_by, DROP COLUMN updated_at`);
  }
}
