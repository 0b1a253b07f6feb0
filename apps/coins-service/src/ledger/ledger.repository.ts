import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, keysetCursor, type PositionOf } from '@resellpk/backend-service';
import type { Reader, Tx } from '@resellpk/backend-persistence';
import { COINS_MINED_PER_HOUR, type CoinHistoryValues, type CoinTransactionType, type CoinTransactionView } from '@resellpk/contracts';
import { orderNumber } from '@resellpk/domain';

export interface LedgerEntry {
  userId: string;
  type: Exclude<CoinTransactionType, 'mining'>;
  /** signed, exact decimal */
  amount: string;
  description: string;
  orderId?: string | null;
  referralUserId?: string | null;
  purchaseId?: string | null;
}

interface LedgerRow {
  id: string;
  transaction_type: CoinTransactionType;
  amount: string;
  description: string;
  order_id: string | null;
  referral_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  /** created_at as PostgreSQL prints it, to the microsecond (a JS Date keeps milliseconds only) */
  created_key: string;
  /** purchase rows: their purchase's coins, price (paisa) and first-purchase flag */
  purchase_coins: string | null;
  purchase_price: number | null;
  purchase_first: boolean | null;
}

/** The values a history line is worded with (the client words it; the description is the server's English). */
function historyValues(r: LedgerRow): CoinHistoryValues {
  switch (r.transaction_type) {
    case 'mining': {
      const hours = Math.round((Number(r.amount) / COINS_MINED_PER_HOUR) * 100) / 100;
      return Number.isFinite(hours) ? { hours } : {};
    }
    case 'purchase':
      return r.purchase_coins === null || r.purchase_price === null
        ? {}
        : { coins: r.purchase_coins, pricePaisa: Number(r.purchase_price), firstPurchase: r.purchase_first === true };
    case 'usage':
    case 'refund':
    case 'first_purchase_bonus':
    case 'referral_bonus':
      return r.order_id ? { orderNumber: orderNumber(r.order_id) } : {};
    default:
      return {};
  }
}

/** The history's position: the last row's (created_at as PostgreSQL's text, id). */
export const HISTORY_CURSOR = keysetCursor('coin-history', { at: 'timestamptz', id: 'uuid' });
export type HistoryPosition = PositionOf<typeof HISTORY_CURSOR>;

/**
 * `coin_transactions`, the ledger. Rows are only inserted, except the day's mining row, which a
 * sync grows in place (one row per user per UTC day, however often the user syncs: MiningRepository).
 */
@Injectable()
export class LedgerRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async insert(tx: Tx, e: LedgerEntry): Promise<string> {
    const [row]: Array<{ id: string }> = await tx.query(
      `INSERT INTO coin_transactions (user_id, transaction_type, amount, description, order_id, referral_user_id, purchase_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [e.userId, e.type, e.amount, e.description, e.orderId ?? null, e.referralUserId ?? null, e.purchaseId ?? null],
    );
    return row.id;
  }

  /** An order's row, once: false when the order already has a row of this type for this user (nothing written). */
  async insertForOrderOnce(tx: Tx, e: LedgerEntry & { orderId: string }): Promise<boolean> {
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO coin_transactions (user_id, transaction_type, amount, description, order_id, referral_user_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (order_id, transaction_type, user_id) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
      [e.userId, e.type, e.amount, e.description, e.orderId, e.referralUserId ?? null],
    );
    return rows.length === 1;
  }

  /** Newest first, `limit` rows after the position (a decoded HISTORY_CURSOR). */
  async page(userId: string, after: HistoryPosition | undefined, limit: number, db: Reader = this.db): Promise<{ items: CoinTransactionView[]; nextCursor: string | null }> {
    const params: unknown[] = [userId, limit + 1];
    let where = 't.user_id = $1';
    if (after) {
      params.push(after.at, after.id);
      where += ' AND (t.created_at, t.id) < ($3::timestamptz, $4::uuid)';
    }
    const rows: LedgerRow[] = await db.query(
      `SELECT t.id, t.transaction_type, t.amount::text AS amount, t.description, t.order_id, t.referral_user_id, t.created_at, t.updated_at, t.created_at::text AS created_key,
              p.coins_received::text AS purchase_coins, p.package_amount AS purchase_price, p.is_first_purchase AS purchase_first
         FROM coin_transactions t LEFT JOIN coin_purchases p ON p.id = t.purchase_id
        WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      params,
    );
    const items = rows.slice(0, limit);
    return {
      items: items.map((r) => ({
        id: r.id,
        type: r.transaction_type,
        amount: r.amount,
        description: r.description,
        orderId: r.order_id,
        referralUserId: r.referral_user_id,
        createdAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
        values: historyValues(r),
      })),
      nextCursor: rows.length > limit ? HISTORY_CURSOR.encode({ at: items[items.length - 1].created_key, id: items[items.length - 1].id }) : null,
    };
  }

  /** The ledger sum of a user, exact (the invariant the tests check against the balance). */
  async sum(userId: string, db: Reader = this.db): Promise<string> {
    const [row]: Array<{ s: string }> = await db.query(`SELECT coalesce(sum(amount), 0)::numeric(18,4)::text AS s FROM coin_transactions WHERE user_id = $1`, [userId]);
    return row.s;
  }
}
