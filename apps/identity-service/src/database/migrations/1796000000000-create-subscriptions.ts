import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner plan subscriptions (spec section 3) and the orders that used their wholesale allowance.
 * Money and allowance are integer paisa (1 allowance coin = Rs. 1 = 100 paisa). One pending and
 * one active subscription per user are enforced by partial unique indexes, so two tabs at once can
 * never hold two.
 */
export class CreateSubscriptions1796000000000 implements MigrationInterface {
  name = 'CreateSubscriptions1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        plan_type text NOT NULL,
        plan_name text NOT NULL,
        amount_paid bigint NOT NULL,
        coins_granted bigint NOT NULL,
        allowance_used bigint NOT NULL DEFAULT 0,
        end_date timestamptz NULL,
        status text NOT NULL DEFAULT 'pending',
        wallet_transaction_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        activated_at timestamptz NULL,
        ended_at timestamptz NULL,
        CONSTRAINT subscriptions_plan_type_check CHECK (plan_type IN ('starter', 'pro', 'elite')),
        CONSTRAINT subscriptions_status_check CHECK (status IN ('pending', 'active', 'expired', 'cancelled')),
        CONSTRAINT subscriptions_amount_check CHECK (amount_paid > 0 AND coins_granted >= 0 AND allowance_used >= 0),
        CONSTRAINT subscriptions_allowance_check CHECK (coins_granted = 0 OR allowance_used <= coins_granted * 100),
        CONSTRAINT subscriptions_active_check CHECK (status = 'pending' OR status = 'cancelled' OR end_date IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX subscriptions_one_pending ON subscriptions (user_id) WHERE status = 'pending'`);
    await q.query(`CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (user_id) WHERE status = 'active'`);
    await q.query(`CREATE INDEX subscriptions_active_end_idx ON subscriptions (end_date) WHERE status = 'active'`);
    await q.query(`
      CREATE TABLE allowance_uses (
        order_id text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE allowance_uses`);
    await q.query(`DROP TABLE subscriptions`);
  }
}
