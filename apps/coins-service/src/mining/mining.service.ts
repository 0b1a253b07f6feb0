import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, fail, requireUserId } from '@resellpk/backend-messaging';
import { withTransaction } from '@resellpk/backend-persistence';
import type { CoinSyncResult, RequestContext } from '@resellpk/contracts';
import { COIN_MSG, formatCoinUnits } from '@resellpk/domain';
import { AccountRepository, toAccountView } from '../accounts/account.repository';
import { LedgerRepository } from '../ledger/ledger.repository';

const ZERO = formatCoinUnits(0n);

/**
 * Mining: 5 coins an hour from last_mining_update, by the database's clock. A sync credits the whole
 * 0.0001-coin units accrued and moves last_mining_update forward by exactly their time, so nothing
 * is lost or credited twice however often or concurrently it runs; the credit lands in the day's
 * one mining row (updated in place) and the balance in the same transaction.
 */
@Injectable()
export class MiningService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  async sync(ctx: RequestContext): Promise<CoinSyncResult> {
    const userId = requireUserId(ctx);
    return withTransaction(this.db, async (tx) => {
      const row = await this.accounts.lockForMining(tx, userId);
      if (!row) {
        // another sync (or a spend, a purchase) holds the account: it credits, this one returns 0
        const current = await this.accounts.find(userId, tx);
        if (!current) fail('NOT_FOUND', COIN_MSG.accountNotReady);
        return { credited: ZERO, account: toAccountView(current) };
      }
      const units = BigInt(row.units);
      if (units <= 0n) return { credited: ZERO, account: toAccountView(row) };
      const amount = formatCoinUnits(units);
      await this.ledger.addMining(tx, userId, amount);
      const updated = await this.accounts.applyMining(tx, userId, amount, row.units);
      return { credited: amount, account: toAccountView(updated) };
    });
  }
}
