import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import { COINS_MINED_PER_HOUR, type CoinAccountView } from '@resellpk/contracts';
import { COIN_UNITS_PER_COIN } from '@resellpk/domain';

/** One unit (0.0001 coin) is mined every 72,000 microseconds at 5 coins an hour. */
export const MICROS_PER_MINED_UNIT = (3_600n * 1_000_000n) / (BigInt(COINS_MINED_PER_HOUR) * COIN_UNITS_PER_COIN);

export interface AccountRow {
  user_id: string;
  /** numeric(18,4) as PostgreSQL prints it: "1000.0000" */
  balance: string;
  total_earned: string;
  total_spent: string;
  last_mining_update: Date;
  has_claimed_first_coin_purchase_bonus: boolean;
  referred_by: string | null;
  server_time: Date;
}
export const ACCOUNT_COLUMNS = `user_id, balance, total_earned, total_spent, last_mining_update, has_claimed_first_coin_purchase_bonus, referred_by, clock_timestamp() AS server_time`;

export function toAccountView(row: AccountRow): CoinAccountView {
  return {
    userId: row.user_id,
    balance: row.balance,
    totalEarned: row.total_earned,
    totalSpent: row.total_spent,
    lastMiningUpdate: row.last_mining_update.toISOString(),
    miningRatePerHour: COINS_MINED_PER_HOUR,
    firstPurchaseBonusAvailable: !row.has_claimed_first_coin_purchase_bonus,
    serverTime: row.server_time.toISOString(),
  };
}

/**
 * Every query on `discount_coins`. Writes take a `Tx` (withTransaction), so they cannot run outside
 * a transaction; each balance change is paired by its caller with the ledger row that explains it.
 */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async count(db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM discount_coins`);
    return row.n;
  }

  async find(userId: string, db: Reader = this.db): Promise<AccountRow | null> {
    const [row]: AccountRow[] = await db.query(`SELECT ${ACCOUNT_COLUMNS} FROM discount_coins WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  /** Stored balances of the given users (unknown users are left out). */
  async balances(userIds: readonly string[], db: Reader = this.db): Promise<Array<{ userId: string; balance: string }>> {
    if (!userIds.length) return [];
    return db.query(`SELECT user_id AS "userId", balance::text AS balance FROM discount_coins WHERE user_id = ANY($1::uuid[]) ORDER BY user_id`, [userIds]);
  }

  /** The account locked until the transaction ends (spends, refunds and purchases queue here). */
  async lock(tx: Tx, userId: string): Promise<AccountRow | null> {
    const [row]: AccountRow[] = await tx.query(`SELECT ${ACCOUNT_COLUMNS} FROM discount_coins WHERE user_id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  /** Opens the account with the welcome bonus; false when it already exists. */
  async open(tx: Tx, userId: string, bonus: string, referredBy: string | null): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO discount_coins (user_id, balance, total_earned, has_claimed_signup_bonus, referred_by)
       VALUES ($1, $2, $2, true, $3) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, bonus, referredBy],
    );
    return rows.length === 1;
  }

  /** Earned coins (a purchase, a bonus): balance and total_earned grow together. */
  async earn(tx: Tx, userId: string, amount: string, opts: { firstCoinPurchase?: boolean } = {}): Promise<AccountRow> {
    const [row] = await returningRows<AccountRow>(
      tx,
      `UPDATE discount_coins
          SET balance = balance + $2, total_earned = total_earned + $2,
              has_claimed_first_coin_purchase_bonus = has_claimed_first_coin_purchase_bonus OR $3,
              updated_at = now()
        WHERE user_id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
      [userId, amount, opts.firstCoinPurchase ?? false],
    );
    return row;
  }

  /** Spent (positive amount) or refunded (negative amount) coins: balance and total_spent move together; the CHECKs refuse a negative balance. */
  async spend(tx: Tx, userId: string, amount: string): Promise<AccountRow> {
    const [row] = await returningRows<AccountRow>(
      tx,
      `UPDATE discount_coins SET balance = balance - $2, total_spent = total_spent + $2, updated_at = now()
        WHERE user_id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
      [userId, amount],
    );
    return row;
  }

  /** True once: the first delivered order's bonus is claimed by the caller's transaction. */
  async claimFirstOrderBonus(tx: Tx, userId: string): Promise<boolean> {
    const rows = await returningRows<{ user_id: string }>(
      tx,
      `UPDATE discount_coins SET has_claimed_first_purchase_bonus = true, updated_at = now()
        WHERE user_id = $1 AND NOT has_claimed_first_purchase_bonus RETURNING user_id`,
      [userId],
    );
    return rows.length === 1;
  }

  async countReferred(userId: string, db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM discount_coins WHERE referred_by = $1`, [userId]);
    return row.n;
  }
}
