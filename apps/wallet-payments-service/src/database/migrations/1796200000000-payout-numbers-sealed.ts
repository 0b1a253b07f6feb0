import type { MigrationInterface, QueryRunner } from 'typeorm';
import { maskAccountNumbersIn } from '@resellpk/domain';

/** Texts that may hold a payout account number in clear: what a withdrawal wrote before numbers were masked. */
const TEXT_WITH_A_NUMBER = `(PK[0-9]{2}|\\+92|0092|03[0-9]{2})`;

/**
 * Payout account numbers leave the clear (issue 33, finding 10):
 * - `payout_accounts.account_last4` (for masked forms); the numbers themselves are sealed with
 *   AES-256-GCM by PayoutNumberResealer at boot (the key is configuration, which migrations do not
 *   read), and from now on a clear number can no longer be written (the check, NOT VALID so the
 *   rows waiting for the resealer stay readable).
 * - The copies written as text before: ledger descriptions ("Withdrawal to Easypaisa +92300..."),
 *   the audit log's withdrawal details and the withdrawal events still in the outbox keep only
 *   `•••• 1234`. Events already published are in the JetStream stream until it ages them out.
 */
export class PayoutNumbersSealed1796200000000 implements MigrationInterface {
  name = 'PayoutNumbersSealed1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_accounts ADD COLUMN account_last4 text NULL`);
    await q.query(`UPDATE payout_accounts SET account_last4 = right(regexp_replace(coalesce(iban, mobile_number), '\\s', '', 'g'), 4)`);
    await q.query(`
      ALTER TABLE payout_accounts ADD CONSTRAINT payout_accounts_numbers_sealed
      CHECK ((mobile_number IS NULL OR mobile_number LIKE 'v1:%') AND (iban IS NULL OR iban LIKE 'v1:%')) NOT VALID`);

    await maskPayoutNumbersInTexts((sql, params) => q.query(sql, params));
  }

  async down(q: QueryRunner): Promise<void> {
    // the masked texts and the sealed numbers stay as they are: nothing goes back into the clear
    await q.query(`ALTER TABLE payout_accounts DROP CONSTRAINT payout_accounts_numbers_sealed`);
    await q.query(`ALTER TABLE payout_accounts DROP COLUMN account_last4`);
  }
}

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, string>>>;

/** Rewrites the texts that copied a payout number in clear so they keep only `•••• 1234`. */
export async function maskPayoutNumbersInTexts(query: Query): Promise<void> {
  const mask = async (sql: string, id: string, text: string) => {
    const masked = maskAccountNumbersIn(text);
    if (masked !== text) await query(sql, [id, masked]);
  };
  for (const row of await query(`SELECT id, description FROM wallet_transactions WHERE description ~ $1`, [TEXT_WITH_A_NUMBER])) {
    await mask(`UPDATE wallet_transactions SET description = $2 WHERE id = $1`, row.id, row.description);
  }
  for (const row of await query(`SELECT id, details::text AS details FROM audit_log WHERE action LIKE 'withdrawal.%' AND details::text ~ $1`, [TEXT_WITH_A_NUMBER])) {
    await mask(`UPDATE audit_log SET details = $2::jsonb WHERE id = $1`, row.id, row.details);
  }
  const outbox = await query(
    `SELECT id, envelope::text AS envelope FROM outbox
     WHERE (subject LIKE 'wallet-payments.withdrawal.%' OR subject = 'wallet-payments.transaction.posted.v1') AND envelope::text ~ $1`,
    [TEXT_WITH_A_NUMBER],
  );
  for (const row of outbox) await mask(`UPDATE outbox SET envelope = $2::jsonb WHERE id = $1`, row.id, row.envelope);
}
