import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PayoutAccountKind, PayoutAccountView } from '@resellpk/contracts';
import { accountLast4, type CleanPayoutAccount } from '@resellpk/domain';
import { PayoutNumberVault } from './payout-number-vault';

export interface PayoutAccountRow {
  id: string;
  user_id: string;
  kind: PayoutAccountKind;
  account_holder: string;
  /** in clear here; sealed in the table (PayoutNumberVault) */
  mobile_number: string | null;
  bank_name: string | null;
  /** in clear here; sealed in the table */
  iban: string | null;
  /** the number's last 4 characters, for masked forms */
  account_last4: string | null;
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

/**
 * Every query on `payout_accounts`; each one names the owner, so another user's account is simply
 * not found. Account numbers are sealed on the way in and opened on the way out.
 */
@Injectable()
export class PayoutAccountRepository {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly vault: PayoutNumberVault,
  ) {}

  async listOwn(userId: string, db: Reader = this.db): Promise<PayoutAccountRow[]> {
    const rows: PayoutAccountRow[] = await db.query(`SELECT * FROM payout_accounts WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    return rows.map((r) => this.opened(r));
  }

  async findOwn(userId: string, id: string, db: Reader = this.db): Promise<PayoutAccountRow | undefined> {
    const [row]: PayoutAccountRow[] = await db.query(`SELECT * FROM payout_accounts WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row && this.opened(row);
  }

  /** Inserts unless the user already has `max` accounts (counted under a per-user advisory lock, so two adds at once cannot pass it); undefined when full. */
  async insert(tx: Tx, userId: string, a: CleanPayoutAccount, max: number): Promise<PayoutAccountRow | undefined> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('payout_accounts:' || $1::text, 0))`, [userId]);
    const [{ n }]: Array<{ n: number }> = await tx.query(`SELECT count(*)::int AS n FROM payout_accounts WHERE user_id = $1`, [userId]);
    if (n >= max) return undefined;
    const [row]: PayoutAccountRow[] = await tx.query(
      `INSERT INTO payout_accounts (user_id, kind, account_holder, mobile_number, bank_name, iban, account_last4) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [userId, a.kind, a.accountHolder, this.vault.seal(userId, a.mobileNumber), a.bankName, this.vault.seal(userId, a.iban), accountLast4(a.iban ?? a.mobileNumber)],
    );
    return this.opened(row);
  }

  async deleteOwn(userId: string, id: string, db: Reader = this.db): Promise<boolean> {
    return (await returningRows(db, `DELETE FROM payout_accounts WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0;
  }

  private opened(row: PayoutAccountRow): PayoutAccountRow {
    return { ...row, mobile_number: this.vault.open(row.user_id, row.mobile_number), iban: this.vault.open(row.user_id, row.iban) };
  }
}
