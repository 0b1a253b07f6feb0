import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { requireUserId } from '@resellpk/backend-service';
import type { CoinSyncResult, RequestContext } from '@resellpk/contracts';
import { COIN_MSG, formatCoinUnits } from '@resellpk/domain';
import { AccountRepository, toAccountView } from '../accounts/account.repository';
import { coinsMinedTotal } from './mining.metrics';
import { MiningRepository } from './mining.repository';

const ZERO = formatCoinUnits(0n);

/**
 * Mining: 5 coins an hour from last_mining_update, by the database's clock, also while the user is
 * offline. A sync credits what accrued; an overlapping one (same user) credits 0 (docs/coins.md).
 */
@Injectable()
export class MiningService {
  constructor(
    private readonly mining: MiningRepository,
    private readonly accounts: AccountRepository,
  ) {}

  async sync(ctx: RequestContext): Promise<CoinSyncResult> {
    const userId = requireUserId(ctx);
    const outcome = await this.mining.mine(userId);
    if (outcome.kind === 'credited') {
      // the sync is one statement, committed by now
      coinsMinedTotal.inc({}, Number(outcome.amount));
      return { credited: outcome.amount, account: toAccountView(outcome.account) };
    }
    const current = outcome.kind === 'nothing' ? await this.accounts.find(userId) : null;
    if (!current) fail('NOT_FOUND', COIN_MSG.accountNotReady);
    return { credited: ZERO, account: toAccountView(current) };
  }
}
