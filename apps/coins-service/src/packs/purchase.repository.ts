import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { CoinPackId, CoinPurchaseStatus } from '@resellpk/contracts';

export interface PurchaseRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  pack_id: CoinPackId;
  package_amount: number;
  coins_received: string;
  payment_status: CoinPurchaseStatus;
  is_first_purchase: boolean;
  wallet_transaction_id: string | null;
  created_at: Date;
}
const COLUMNS = `id, user_id, idempotency_key, pack_id, package_amount, coins_received::text AS coins_received, payment_status, is_first_purchase, wallet_transaction_id, created_at`;

/** `coin_purchases`: one row per (user, idempotency key), pending until the wallet paid and the coins were credited. */
@Injectable()
export class PurchaseRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async findByKey(userId: string, key: string, db: Reader = this.db): Promise<PurchaseRow | null> {
    const [row]: PurchaseRow[] = await db.query(`SELECT ${COLUMNS} FROM coin_purchases WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
    return row ?? null;
  }

  /** The pending purchase for this key (made once; a second caller with the same key gets the same row). */
  async createPending(tx: Tx, userId: string, key: string, packId: CoinPackId, pricePaisa: number): Promise<PurchaseRow> {
    await tx.query(
      `INSERT INTO coin_purchases (user_id, idempotency_key, pack_id, package_amount, payment_status)
       VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
      [userId, key, packId, pricePaisa],
    );
    const row = await this.findByKey(userId, key, tx);
    if (!row) throw new Error(`coin purchase ${key} vanished right after its insert`);
    return row;
  }

  async lock(tx: Tx, id: string): Promise<PurchaseRow> {
    const [row]: PurchaseRow[] = await tx.query(`SELECT ${COLUMNS} FROM coin_purchases WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** Purchases pending for longer than `olderThanMs`, oldest first. */
  async listStalePending(olderThanMs: number, limit: number): Promise<PurchaseRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM coin_purchases
        WHERE payment_status = 'pending' AND created_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY created_at LIMIT $2`,
      [olderThanMs, limit],
    );
  }

  /** A failed purchase tried again with its key: pending again (the wallet refused it, so nothing was charged). */
  async retry(id: string): Promise<void> {
    await this.db.query(`UPDATE coin_purchases SET payment_status = 'pending', updated_at = now() WHERE id = $1 AND payment_status = 'failed'`, [id]);
  }

  /** The wallet refused the debit: failed, unless a concurrent attempt with the same key completed it meanwhile. */
  async markFailed(id: string): Promise<void> {
    await this.db.query(`UPDATE coin_purchases SET payment_status = 'failed', updated_at = now() WHERE id = $1 AND payment_status = 'pending'`, [id]);
  }

  async complete(tx: Tx, id: string, coins: string, isFirst: boolean, walletTransactionId: string): Promise<PurchaseRow> {
    const [row] = await returningRows<PurchaseRow>(
      tx,
      `UPDATE coin_purchases SET payment_status = 'completed', coins_received = $2, is_first_purchase = $3, wallet_transaction_id = $4, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, coins, isFirst, walletTransactionId],
    );
    return row;
  }
}
