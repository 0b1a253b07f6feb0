import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PAYMENT_METHOD_TYPES, PAYMENT_REQUEST_STATUSES, WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from '@resellpk/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The reference payment methods; fixed ids so seeds, tests and other databases can name them. */
export const PAYMENT_METHOD_IDS = {
  easypaisa: '6f1c0000-0000-4000-8000-000000000001',
  jazzcash: '6f1c0000-0000-4000-8000-000000000002',
  bank_transfer: '6f1c0000-0000-4000-8000-000000000003',
  others: '6f1c0000-0000-4000-8000-000000000004',
} as const;

const METHOD_NAMES: Record<keyof typeof PAYMENT_METHOD_IDS, string> = {
  easypaisa: 'Easypaisa',
  jazzcash: 'JazzCash',
  bank_transfer: 'Bank Transfer',
  others: 'Others',
};

/**
 * The ledger (wallets, wallet_transactions), payment methods and receiving accounts, payment
 * requests and the audit log. The generator's placeholder `wallets` table (an id and a date, never
 * written by anything) is replaced by the real one.
 */
export class LedgerMethodsRequests1795500000000 implements MigrationInterface {
  name = 'LedgerMethodsRequests1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS wallets`);
    // balance_paisa is the running sum of the completed rows, kept in the same transaction as each
    // row; the CHECK is the last line of defence against a negative balance
    await q.query(`
      CREATE TABLE wallets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT wallets_user_id_key UNIQUE,
        balance_paisa bigint NOT NULL DEFAULT 0 CONSTRAINT wallets_balance_not_negative CHECK (balance_paisa >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // seq orders a wallet's rows as they committed (rows of one wallet are written under its row lock)
    await q.query(`
      CREATE TABLE wallet_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT wallet_transactions_seq_key UNIQUE,
        wallet_id uuid NOT NULL REFERENCES wallets(id),
        user_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN (${list(WALLET_TRANSACTION_TYPES)})),
        amount_paisa bigint NOT NULL CHECK (amount_paisa <> 0),
        balance_after_paisa bigint NOT NULL CHECK (balance_after_paisa >= 0),
        description text NOT NULL,
        reference_code text NULL,
        status text NOT NULL DEFAULT 'completed' CHECK (status IN (${list(WALLET_TRANSACTION_STATUSES)})),
        idempotency_key text NOT NULL CONSTRAINT wallet_transactions_idempotency_key_key UNIQUE,
        caused_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX wallet_transactions_user_seq_idx ON wallet_transactions (user_id, seq DESC)`);

    await q.query(`
      CREATE TABLE payment_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL UNIQUE CHECK (type IN (${list(PAYMENT_METHOD_TYPES)})),
        name text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const type of PAYMENT_METHOD_TYPES) {
      await q.query(`INSERT INTO payment_methods (id, type, name) VALUES ($1, $2, $3)`, [PAYMENT_METHOD_IDS[type], type, METHOD_NAMES[type]]);
    }
    await q.query(`
      CREATE TABLE payment_method_wallets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_method_id uuid NOT NULL REFERENCES payment_methods(id),
        wallet_title text NOT NULL,
        wallet_address text NOT NULL,
        qr_code_key text NULL,
        instructions text NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_method_wallets_method_idx ON payment_method_wallets (payment_method_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE payment_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        payment_method_id uuid NOT NULL REFERENCES payment_methods(id),
        receiving_account_id uuid NULL REFERENCES payment_method_wallets(id),
        amount_paisa bigint NOT NULL CHECK (amount_paisa >= 10000),
        reference_code text NOT NULL CONSTRAINT payment_requests_reference_code_key UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN (${list(PAYMENT_REQUEST_STATUSES)})),
        screenshot_key text NULL,
        admin_notes text NULL,
        chat_room_id uuid NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        transaction_id uuid NULL REFERENCES wallet_transactions(id),
        decided_at timestamptz NULL,
        decided_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_requests_user_idx ON payment_requests (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX payment_requests_status_idx ON payment_requests (status, created_at DESC)`);
    // the expiry sweep reads only this
    await q.query(`CREATE INDEX payment_requests_pending_expiry_idx ON payment_requests (expires_at) WHERE status = 'pending'`);
    // approved and rejected are final: the conditional updates never touch them, and neither may anything else
    await q.query(`
      CREATE FUNCTION payment_requests_final_states() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.status IN ('approved', 'rejected') AND NEW.status IS DISTINCT FROM OLD.status THEN
          RAISE EXCEPTION 'payment request % is % and cannot change', OLD.id, OLD.status USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER payment_requests_final_states BEFORE UPDATE OF status ON payment_requests
      FOR EACH ROW EXECUTE FUNCTION payment_requests_final_states()`);

    // who did what to which request, and how much money it moved
    await q.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid NULL,
        action text NOT NULL,
        target_user_id uuid NULL,
        payment_request_id uuid NULL,
        amount_paisa bigint NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_payment_request_idx ON audit_log (payment_request_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE payment_requests`);
    await q.query(`DROP FUNCTION payment_requests_final_states()`);
    await q.query(`DROP TABLE payment_method_wallets`);
    await q.query(`DROP TABLE payment_methods`);
    await q.query(`DROP TABLE wallet_transactions`);
    await q.query(`DROP TABLE wallets`);
    await q.query(`CREATE TABLE wallets (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), created_at timestamptz NOT NULL DEFAULT now())`);
  }
}
