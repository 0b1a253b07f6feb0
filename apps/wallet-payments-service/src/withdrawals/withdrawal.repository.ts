import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { WithdrawalStatus, WithdrawalView } from '@resellpk/contracts';
import { accountLast4 } from '@resellpk/domain';
import { PayoutNumberVault } from '../payout-accounts/payout-number-vault';

/** The payout copy as stored: the numbers sealed (PayoutNumberVault), their last 4 for masked forms. */
export type SealedPayout = WithdrawalView['payoutAccount'] & { last4?: string };

export interface WithdrawalRow {
  id: string;
  user_id: string;
  reference_code: string;
  client_key: string;
  payout_account_id: string | null;
  /** in clear here (opened by the repository); sealed in the table */
  payout: WithdrawalView['payoutAccount'];
  amount_paisa: string;
  status: WithdrawalStatus;
  transfer_reference: string | null;
  rejection_reason: string | null;
  decided_at: Date | null;
  decided_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewWithdrawal {
  userId: string;
  referenceCode: string;
  clientKey: string;
  payoutAccountId: string;
  payout: WithdrawalView['payoutAccount'];
  amountPaisa: number;
}

export const toWithdrawalView = (r: WithdrawalRow): WithdrawalView => ({
  id: r.id,
  userId: r.user_id,
  referenceCode: r.reference_code,
  amountPaisa: Number(r.amount_paisa),
  status: r.status,
  payoutAccount: r.payout,
  transferReference: r.transfer_reference,
  rejectionReason: r.rejection_reason,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  decidedBy: r.decided_by,
});

/**
 * Every query on `withdrawals`. The decisions are conditional updates from `pending`: the row
 * decides who wins a race. The payout copy's numbers are sealed on the way in, opened on the way out.
 */
@Injectable()
export class WithdrawalRepository {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly vault: PayoutNumberVault,
  ) {}

  /**
   * undefined when the user's client key was used already (the unique index waits for a concurrent
   * insert of the same key to commit or roll back first) or, rarely, the reference code is taken.
   */
  async insert(tx: Tx, w: NewWithdrawal): Promise<WithdrawalRow | undefined> {
    const rows: WithdrawalRow[] = await tx.query(
      `INSERT INTO withdrawals (user_id, reference_code, client_key, payout_account_id, payout, amount_paisa)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING *`,
      [w.userId, w.referenceCode, w.clientKey, w.payoutAccountId, JSON.stringify(this.sealed(w.userId, w.payout)), w.amountPaisa],
    );
    return rows[0] && this.opened(rows[0]);
  }

  async byClientKey(userId: string, clientKey: string, db: Reader = this.db): Promise<WithdrawalRow | undefined> {
    const [row]: WithdrawalRow[] = await db.query(`SELECT * FROM withdrawals WHERE user_id = $1 AND client_key = $2`, [userId, clientKey]);
    return row && this.opened(row);
  }

  async find(id: string, db: Reader = this.db): Promise<WithdrawalRow | undefined> {
    const [row]: WithdrawalRow[] = await db.query(`SELECT * FROM withdrawals WHERE id = $1`, [id]);
    return row && this.opened(row);
  }

  /** Newest first; `userId` null for staff (everyone's). */
  /** `userIds`: null for everyone's, else only theirs (the reseller's own list passes its id). */
  async page(userIds: string[] | null, status: WithdrawalStatus | null, offset: number, limit: number, db: Reader = this.db): Promise<{ rows: WithdrawalRow[]; total: number }> {
    const where = `($1::uuid[] IS NULL OR user_id = ANY($1::uuid[])) AND ($2::text IS NULL OR status = $2)`;
    const [rows, [{ n }]] = await Promise.all([
      db.query(`SELECT * FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`, [userIds, status, limit, offset]) as Promise<WithdrawalRow[]>,
      db.query(`SELECT count(*)::int AS n FROM withdrawals WHERE ${where}`, [userIds, status]) as Promise<Array<{ n: number }>>,
    ]);
    return { rows: rows.map((r) => this.opened(r)), total: n };
  }

  /** pending -> paid | rejected: the one way a withdrawal reaches a final state, so exactly one decision wins; never by its owner. */
  async decide(tx: Tx, id: string, to: 'paid' | 'rejected', note: string, decidedBy: string): Promise<WithdrawalRow | undefined> {
    const [row] = await returningRows<WithdrawalRow>(
      tx,
      `UPDATE withdrawals SET status = $2,
         transfer_reference = CASE WHEN $2 = 'paid' THEN $3 END,
         rejection_reason = CASE WHEN $2 = 'rejected' THEN $3 END,
         decided_by = $4, decided_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'pending' AND user_id <> $4 RETURNING *`,
      [id, to, note, decidedBy],
    );
    return row && this.opened(row);
  }

  private sealed(userId: string, p: WithdrawalView['payoutAccount']): SealedPayout {
    return { ...p, mobileNumber: this.vault.seal(userId, p.mobileNumber), iban: this.vault.seal(userId, p.iban), last4: accountLast4(p.iban ?? p.mobileNumber) };
  }

  private opened(row: WithdrawalRow): WithdrawalRow {
    const { last4: _last4, ...payout } = row.payout as SealedPayout;
    return { ...row, payout: { ...payout, mobileNumber: this.vault.open(row.user_id, payout.mobileNumber), iban: this.vault.open(row.user_id, payout.iban) } };
  }
}
