import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PaymentMethodType, WalletTransactionStatus, WalletTransactionType, WithdrawalStatus } from '@resellpk/contracts';

export interface WalletRow {
  id: string;
  user_id: string;
  balance_paisa: string;
  updated_at: Date;
}

export interface TransactionRow {
  id: string;
  seq: string;
  wallet_id: string;
  user_id: string;
  type: WalletTransactionType;
  amount_paisa: string;
  balance_after_paisa: string;
  description: string;
  reference_code: string | null;
  status: WalletTransactionStatus;
  idempotency_key: string;
  caused_by: string | null;
  created_at: Date;
}

/** A ledger row with what its history line is worded from: the withdrawal's state now, the top-up's method. */
export interface HistoryRow extends TransactionRow {
  withdrawal_id: string | null;
  withdrawal_status: WithdrawalStatus | null;
  payout_kind: string | null;
  payout_bank: string | null;
  payout_last4: string | null;
  method_type: PaymentMethodType | null;
  method_name: string | null;
}

export interface NewTransaction {
  walletId: string;
  userId: string;
  type: WalletTransactionType;
  amountPaisa: number;
  balanceAfterPaisa: number;
  description: string;
  referenceCode: string | null;
  key: string;
  causedBy: string | null;
}

/** Every query on `wallets` and `wallet_transactions`. Writes take a `Tx` (withTransaction), so they cannot run outside a transaction. */
@Injectable()
export class WalletRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async count(db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM wallets`);
    return row.n;
  }

  /** Balances of the given users' wallets (users without one are left out). */
  balances(userIds: readonly string[], db: Reader = this.db): Promise<Array<{ userId: string; balancePaisa: number }>> {
    if (!userIds.length) return Promise.resolve([]);
    return db.query(`SELECT user_id AS "userId", balance_paisa::bigint AS "balancePaisa" FROM wallets WHERE user_id = ANY($1::uuid[]) ORDER BY user_id`, [userIds]).then(
      (rows: Array<{ userId: string; balancePaisa: string }>) => rows.map((r) => ({ userId: r.userId, balancePaisa: Number(r.balancePaisa) })),
    );
  }

  /** Creates the user's wallet unless it exists; true when this call created it. */
  async ensure(tx: Tx, userId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(`INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING RETURNING id`, [userId]);
    return rows.length > 0;
  }

  find(userId: string, db: Reader = this.db): Promise<WalletRow | undefined> {
    return db.query(`SELECT id, user_id, balance_paisa, updated_at FROM wallets WHERE user_id = $1`, [userId]).then((r: WalletRow[]) => r[0]);
  }

  /** The wallet row locked until the transaction ends: every movement of one wallet queues here. */
  lock(tx: Tx, userId: string): Promise<WalletRow | undefined> {
    return tx.query(`SELECT id, user_id, balance_paisa, updated_at FROM wallets WHERE user_id = $1 FOR UPDATE`, [userId]).then((r: WalletRow[]) => r[0]);
  }

  async setBalance(tx: Tx, walletId: string, balancePaisa: number): Promise<void> {
    await returningRows(tx, `UPDATE wallets SET balance_paisa = $2, updated_at = now() WHERE id = $1 RETURNING id`, [walletId, balancePaisa]);
  }

  async insertTransaction(tx: Tx, t: NewTransaction): Promise<TransactionRow> {
    const [row]: TransactionRow[] = await tx.query(
      `INSERT INTO wallet_transactions (wallet_id, user_id, type, amount_paisa, balance_after_paisa, description, reference_code, idempotency_key, caused_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [t.walletId, t.userId, t.type, t.amountPaisa, t.balanceAfterPaisa, t.description, t.referenceCode, t.key, t.causedBy],
    );
    return row;
  }

  byKey(key: string, db: Reader = this.db): Promise<TransactionRow | undefined> {
    return db.query(`SELECT * FROM wallet_transactions WHERE idempotency_key = $1`, [key]).then((r: TransactionRow[]) => r[0]);
  }

  /**
   * Newest first, keyset on `seq` (the order rows committed in), each row joined with what its line
   * says now: a withdrawal's rows with the withdrawal (by their shared reference code, unique), a
   * top-up with its request's payment method. The payout's kind, bank and last 4 digits are kept in
   * clear in the sealed copy.
   */
  page(userId: string, beforeSeq: string | null, limit: number, db: Reader = this.db): Promise<HistoryRow[]> {
    return db.query(
      `SELECT t.*, w.id AS withdrawal_id, w.status AS withdrawal_status,
              w.payout->>'kind' AS payout_kind, w.payout->>'bankName' AS payout_bank, w.payout->>'last4' AS payout_last4,
              pm.type AS method_type, pm.name AS method_name
         FROM (SELECT * FROM wallet_transactions WHERE user_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint) ORDER BY seq DESC LIMIT $3) t
         LEFT JOIN withdrawals w ON t.type IN ('withdrawal', 'withdrawal_reversal') AND w.reference_code = t.reference_code AND w.user_id = t.user_id
         LEFT JOIN payment_requests pr ON t.type = 'top_up' AND pr.reference_code = t.reference_code AND pr.user_id = t.user_id
         LEFT JOIN payment_methods pm ON pm.id = pr.payment_method_id
        ORDER BY t.seq DESC`,
      [userId, beforeSeq, limit],
    );
  }
}
