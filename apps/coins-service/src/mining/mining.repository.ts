import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { COIN_MSG } from '@resellpk/domain';
import { ACCOUNT_COLUMNS, MICROS_PER_MINED_UNIT, type AccountRow } from '../accounts/account.repository';

export type MiningOutcome =
  /** units credited (the account after it) */
  | { kind: 'credited'; amount: string; account: AccountRow }
  /** nothing to credit: another transaction held the account, or less than one unit accrued */
  | { kind: 'nothing' }
  /** no account */
  | { kind: 'missing' };

const [DESCRIPTION_BEFORE, DESCRIPTION_AFTER] = COIN_MSG.miningDescription.split('{hours}');
const columnsOf = (alias: string) =>
  ACCOUNT_COLUMNS.split(', ')
    .map((c) => (c.includes('(') ? c : `${alias}.${c}`))
    .join(', ');

/**
 * A sync as one statement (one round trip, its own transaction): lock the account unless another
 * transaction holds it (SKIP LOCKED: an overlapping sync credits nothing), compute the whole
 * 0.0001-coin units accrued since last_mining_update by the database's clock (one per 72 ms), add
 * them to the day's one mining row (created on the day's first sync, then grown in place) and to
 * the balance and total_earned, and move last_mining_update forward by exactly the units' time, so
 * the fraction of a unit not credited carries over to the next sync.
 */
@Injectable()
export class MiningRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async mine(userId: string): Promise<MiningOutcome> {
    const rows: Array<AccountRow & { credited: string | null; exists: boolean }> = await this.db.query(
      `WITH acc AS (
         SELECT user_id, floor(extract(epoch FROM (now() - last_mining_update)) * 1000000 / $2)::bigint AS units
           FROM discount_coins WHERE user_id = $1 FOR UPDATE SKIP LOCKED
       ), credit AS (
         SELECT user_id, units, (units::numeric / 10000)::numeric(18,4) AS coins FROM acc WHERE units > 0
       ), day_row AS (
         INSERT INTO coin_transactions (user_id, transaction_type, amount, description, mining_day)
         SELECT user_id, 'mining', coins, $3 || round(coins / 5, 2)::text || $4, (now() AT TIME ZONE 'UTC')::date FROM credit
         ON CONFLICT (user_id, mining_day) WHERE transaction_type = 'mining'
         DO UPDATE SET amount = coin_transactions.amount + EXCLUDED.amount,
                       description = $3 || round((coin_transactions.amount + EXCLUDED.amount) / 5, 2)::text || $4,
                       updated_at = now()
         RETURNING id
       ), account AS (
         UPDATE discount_coins d
            SET balance = d.balance + c.coins, total_earned = d.total_earned + c.coins,
                last_mining_update = d.last_mining_update + (c.units * $2::bigint) * interval '1 microsecond',
                updated_at = now()
           FROM credit c WHERE d.user_id = c.user_id
         RETURNING ${columnsOf('d')}, c.coins::text AS credited
       )
       SELECT account.*, EXISTS (SELECT 1 FROM discount_coins WHERE user_id = $1) AS exists
         FROM (SELECT 1) one LEFT JOIN account ON true`,
      [userId, MICROS_PER_MINED_UNIT.toString(), DESCRIPTION_BEFORE, DESCRIPTION_AFTER],
    );
    const [row] = rows;
    if (row?.credited) {
      const { credited, exists: _exists, ...account } = row;
      return { kind: 'credited', amount: credited, account };
    }
    return row?.exists ? { kind: 'nothing' } : { kind: 'missing' };
  }
}
