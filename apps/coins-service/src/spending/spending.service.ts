import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import type { CoinOrderMovement, RefundCoins, SpendCoins } from '@resellpk/contracts';
import { COIN_MSG, formatCoinUnits, formatCoins, orderLabel, parseCoinUnits } from '@resellpk/domain';
import { AccountRepository } from '../accounts/account.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { OrderSpendRepository } from './order-spend.repository';

/**
 * Coins spent at checkout and given back on cancellation, idempotent by order id. Both lock the
 * account first and the order's row second (one order of locks, no deadlock), so concurrent
 * callers for the same order queue: the first applies, the others answer its result.
 */
@Injectable()
export class SpendingService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
    private readonly spends: OrderSpendRepository,
  ) {}

  async spend(req: SpendCoins): Promise<CoinOrderMovement> {
    const { userId, orderId } = this.refs(req);
    const units = parseCoinUnits(req?.amount);
    if (units === null || units <= 0n) fail('VALIDATION', COIN_MSG.badCoinAmount, 'amount');
    const amount = formatCoinUnits(units);
    return withTransaction(this.db, async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      if (!account) fail('NOT_FOUND', COIN_MSG.accountNotReady);
      const previous = await this.spends.lock(tx, orderId);
      if (previous) {
        if (previous.user_id !== userId) fail('CONFLICT', COIN_MSG.orderOfAnotherUser);
        if (previous.status === 'refunded' || previous.status === 'void') fail('CONFLICT', COIN_MSG.orderAlreadyRefunded);
        return { orderId, amount: previous.amount, balance: account.balance, applied: false };
      }
      if ((parseCoinUnits(account.balance) ?? 0n) < units) fail('INSUFFICIENT_COINS', COIN_MSG.insufficientCoins.replace('{n}', formatCoins(amount)));
      await this.spends.insert(tx, { order_id: orderId, user_id: userId, amount, status: 'spent' });
      await this.ledger.insert(tx, { userId, type: 'usage', amount: `-${amount}`, description: COIN_MSG.usageDescription.replace('{order}', orderLabel(orderId)), orderId });
      const after = await this.accounts.spend(tx, userId, amount);
      return { orderId, amount, balance: after.balance, applied: true };
    });
  }

  /** Gives back exactly what the order spent, once; an order that spent nothing is closed, so a late spend for it is refused. */
  async refund(req: RefundCoins): Promise<CoinOrderMovement> {
    const { userId, orderId } = this.refs(req);
    return withTransaction(this.db, (tx) => this.refundIn(tx, userId, orderId));
  }

  /**
   * The refund in the caller's transaction (the RPC above, and the cancelled / returned event):
   * NOT_FOUND while the account is not opened, CONFLICT for an order of another user or one
   * already delivered.
   */
  async refundIn(tx: Tx, userId: string, orderId: string): Promise<CoinOrderMovement> {
    const account = await this.accounts.lock(tx, userId);
    if (!account) fail('NOT_FOUND', COIN_MSG.accountNotReady);
    const spent = await this.spends.lock(tx, orderId);
    const zero = formatCoinUnits(0n);
    if (!spent) {
      await this.spends.insert(tx, { order_id: orderId, user_id: userId, amount: zero, status: 'void' });
      return { orderId, amount: zero, balance: account.balance, applied: false };
    }
    if (spent.user_id !== userId) fail('CONFLICT', COIN_MSG.orderOfAnotherUser);
    // delivered: the order's coins are final (PRODUCT.md: cancel and return happen before delivery)
    if (spent.status === 'delivered') fail('CONFLICT', COIN_MSG.orderDelivered);
    const amount = spent.amount;
    if (spent.status !== 'spent') return { orderId, amount: spent.status === 'void' ? zero : amount, balance: account.balance, applied: false };
    await this.spends.markRefunded(tx, orderId);
    await this.ledger.insert(tx, { userId, type: 'refund', amount, description: COIN_MSG.refundDescription.replace('{order}', orderLabel(orderId)), orderId });
    const after = await this.accounts.spend(tx, userId, `-${amount}`);
    return { orderId, amount, balance: after.balance, applied: true };
  }

  private refs(req: { userId?: unknown; orderId?: unknown } | undefined): { userId: string; orderId: string } {
    if (!isUuid(req?.userId)) fail('VALIDATION', 'userId must be a uuid', 'userId');
    if (!isUuid(req?.orderId)) fail('VALIDATION', 'orderId must be a uuid', 'orderId');
    return { userId: req.userId, orderId: req.orderId };
  }
}
