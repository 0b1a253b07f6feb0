import type { MigrationInterface, QueryRunner } from 'typeorm';
import { maskAccountNumbersIn } from '@resellpk/domain';

/**
 * "Your withdrawal ... has been sent to Easypaisa +92300..." named the payout number in clear
 * (issue 33, finding 10): the notifications already written, and their events still in the outbox,
 * keep only `•••• 1234`, as new ones do.
 */
export class WithdrawalNoticesMasked1796200000000 implements MigrationInterface {
  name = 'WithdrawalNoticesMasked1796200000000';

  async up(q: QueryRunner): Promise<void> {
    const notices: Array<{ id: string; message: string }> = await q.query(`SELECT id, message FROM user_notifications WHERE source_key LIKE 'withdrawal:%'`);
    for (const n of notices) {
      const masked = maskAccountNumbersIn(n.message);
      if (masked !== n.message) await q.query(`UPDATE user_notifications SET message = $2 WHERE id = $1`, [n.id, masked]);
    }
    const events: Array<{ id: string; envelope: string }> = await q.query(
      `SELECT id, envelope::text AS envelope FROM outbox WHERE subject = 'chat.notification.created.v1' AND envelope->'data'->>'title' = 'Withdrawal paid'`,
    );
    for (const e of events) {
      const masked = maskAccountNumbersIn(e.envelope);
      if (masked !== e.envelope) await q.query(`UPDATE outbox SET envelope = $2::jsonb WHERE id = $1`, [e.id, masked]);
    }
  }

  async down(): Promise<void> {
    // masked texts stay masked
  }
}
