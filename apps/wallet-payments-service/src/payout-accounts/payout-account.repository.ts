import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-messaging';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PayoutAccountKind, PayoutAccountView } from '@resellpk/contracts';
import type { CleanPayoutAccount } from '@resellpk/domain';

export interface PayoutAccountRow {
  id: string;
  user_id: string;
  kind: PayoutAccountKind;
  account_holder: string;
  mobile_number: string | null;
  bank_name: string | null;
  iban: string | null;
  created_at: Date;
}

export const toPayoutAccountView = (r: PayoutAccountRow): PayoutAccountView => ({
  id: r.id,
  kind: r.kind,
  accountHolder: r.account_holder,
  mobileNumber: r.mobile_number,
  bankName: r.bank_name,
  iban: r.iban,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Every query on `payout_accounts`; each one names the owner, so another user's account is simply not found. */
@Injectable()
export class PayoutAccountRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  listOwn(userId: string, db: Reader = this.db): Promise<PayoutAccountRow[]> {
    return db.query(`SELECT * FROM payout_accounts WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  findOwn(userId: string, id: string, db: Reader = this.db): Promise<PayoutAccountRow | undefined> {
    return db.query(`SELECT * FROM payout_accounts WHERE id = $1 AND user_id = $2`, [id, userId]).then((r: PayoutAccountRow[]) => r[0]);
  }

  /** Inserts unless the user already has `max` accounts (counted under a per-user advisory lock, so two adds at once cannot pass it); undefined when full. */
  async insert(tx: Tx, userId: string, a: CleanPayoutAccount, max: number): Promise<PayoutAccountRow | undefined> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('payout_accounts:' || $1::text, 0))`, [userId]);
    const [{ n }]: Array<{ n: number }> = await tx.query(`SELECT count(*)::int AS n FROM payout_accounts WHERE user_id = $1`, [userId]);
    if (n >= max) return undefined;
    const [row]: PayoutAccountRow[] = await tx.query(
      `INSERT INTO payout_accounts (user_id, kind, account_holder, mobile_number, bank_name, iban) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [userId, a.kind, a.accountHolder, a.mobileNumber, a.bankName, a.iban],
    );
    return row;
  }

  async deleteOwn(userId: string, id: string, db: Reader = this.db): Promise<boolean> {
    return (await returningRows(db, `DELETE FROM payout_accounts WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0;
  }
}
