import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PAYOUT_ACCOUNT_KINDS, WITHDRAWAL_STATUSES } from '@resellpk/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Resellers' payout accounts and their withdrawal requests. A withdrawal keeps a copy of the
 * account it pays to (an account deleted later still shows where the money went), and its hold
 * and release are ordinary ledger rows (`withdrawal`, `withdrawal_reversal`).
 */
export class PayoutAccountsWithdrawals1795600000000 implements MigrationInterface {
  name = 'PayoutAccountsWithdrawals1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payout_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN (${list(PAYOUT_ACCOUNT_KINDS)})),
        account_holder text NOT NULL CHECK (length(account_holder) BETWEEN 1 AND 100),
        mobile_number text NULL,
        bank_name text NULL,
        iban text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payout_accounts_fields CHECK (
          (kind = 'bank' AND iban IS NOT NULL AND bank_name IS NOT NULL AND mobile_number IS NULL)
          OR (kind <> 'bank' AND mobile_number IS NOT NULL AND iban IS NULL AND bank_name IS NULL)
        )
      )`);
    await q.query(`CREATE INDEX payout_accounts_user_idx ON payout_accounts (user_id, created_at)`);

    await q.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        reference_code text NOT NULL CONSTRAINT withdrawals_reference_code_key UNIQUE,
        client_key text NOT NULL,
        payout_account_id uuid NULL REFERENCES payout_accounts(id) ON DELETE SET NULL,
        payout jsonb NOT NULL,
        amount_paisa bigint NOT NULL CHECK (amount_paisa >= 50000),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN (${list(WITHDRAWAL_STATUSES)})),
        transfer_reference text NULL,
        rejection_reason text NULL,
        decided_at timestamptz NULL,
        decided_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT withdrawals_client_key_key UNIQUE (user_id, client_key),
        CONSTRAINT withdrawals_paid_has_reference CHECK (status <> 'paid' OR transfer_reference IS NOT NULL),
        CONSTRAINT withdrawals_rejected_has_reason CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC)`);
    // paid and rejected are final (the conditional updates never touch them, and neither may anything else)
    await q.query(`
      CREATE FUNCTION withdrawals_final_states() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.status IN ('paid', 'rejected') AND NEW.status IS DISTINCT FROM OLD.status THEN
          RAISE EXCEPTION 'withdrawal % is % and cannot change', OLD.id, OLD.status USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER withdrawals_final_states BEFORE UPDATE OF status ON withdrawals
      FOR EACH ROW EXECUTE FUNCTION withdrawals_final_states()`);
    await q.query(`ALTER TABLE audit_log ADD COLUMN withdrawal_id uuid NULL`);
    await q.query(`CREATE INDEX audit_log_withdrawal_idx ON audit_log (withdrawal_id) WHERE withdrawal_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log DROP COLUMN withdrawal_id`);
    await q.query(`DROP TABLE withdrawals`);
    await q.query(`DROP FUNCTION withdrawals_final_states()`);
    await q.query(`DROP TABLE payout_accounts`);
  }
}
