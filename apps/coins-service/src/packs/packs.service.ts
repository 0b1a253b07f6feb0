import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { BusClient, enqueueEvent, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import {
  COIN_PACKS,
  CoinsEvents,
  FIRST_PURCHASE_BONUS_COINS_PER_RUPEE,
  WalletPaymentsSubjects,
  type CoinPack,
  type CoinPacksView,
  type CoinPurchaseView,
  type MoneyMovementResult,
  type PurchaseCoinPack,
  type RequestContext,
} from '@resellpk/contracts';
import { COIN_MSG, coinPurchaseDescription, coinsToUnits, formatCoinUnits, MSG, PAISA_PER_RUPEE } from '@resellpk/domain';
import { AccountRepository } from '../accounts/account.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PurchaseRepository, type PurchaseRow } from './purchase.repository';

const KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The wallet's key for a purchase's debit: the same purchase can never be charged twice. */
export const walletKeyOf = (purchaseId: string) => `coin-pack:${purchaseId}`;

/** Coins the pack gives: the table's, plus 2 per rupee on the first pack ever. */
export function coinsFor(pack: CoinPack, firstPurchase: boolean): number {
  const rupees = pack.pricePaisa / PAISA_PER_RUPEE;
  return pack.coins + (firstPurchase ? FIRST_PURCHASE_BONUS_COINS_PER_RUPEE * rupees : 0);
}

/** A wallet refusal that leaves the purchase retryable (nothing was charged). */
function isInsufficientFunds(error: ServiceFailure): boolean {
  return error.code === 'INSUFFICIENT_FUNDS' || (error.code === 'CONFLICT' && /insufficient/i.test(error.message));
}

/**
 * Coin packs paid from the wallet. The purchase row (pending) comes first, then the wallet debit
 * with key `coin-pack:<purchaseId>` (idempotent in wallet-payments), then the coin credit and the
 * purchase's completion in one local transaction. A retry with the same idempotency key finds the
 * same purchase, so the wallet charges once and the coins are credited once (docs/coins.md).
 */
@Injectable()
export class PacksService {
  private readonly log = new Logger(PacksService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly bus: BusClient<'coins'>,
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
    private readonly purchases: PurchaseRepository,
    private readonly staff: StaffAccess,
  ) {}

  async list(ctx: RequestContext): Promise<CoinPacksView> {
    const userId = requireUserId(ctx);
    const account = await this.accounts.find(userId);
    return { packs: [...COIN_PACKS], firstPurchaseBonusAvailable: account ? !account.has_claimed_first_coin_purchase_bonus : true };
  }

  async purchase(req: PurchaseCoinPack, ctx: RequestContext): Promise<CoinPurchaseView> {
    const userId = await this.staff.requireReseller(ctx, MSG.staffCannotBuyCoins);
    const pack = COIN_PACKS.find((p) => p.id === req?.packId);
    if (!pack) fail('VALIDATION', COIN_MSG.unknownPack, 'packId');
    const key = req?.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) fail('VALIDATION', COIN_MSG.badPurchaseKey, 'idempotencyKey');

    const purchase = await withTransaction(this.db, async (tx) => {
      if (!(await this.accounts.find(userId, tx))) fail('NOT_FOUND', COIN_MSG.accountNotReady);
      return this.purchases.createPending(tx, userId, key, pack.id, pack.pricePaisa);
    });
    if (purchase.pack_id !== pack.id) fail('CONFLICT', COIN_MSG.purchaseKeyReused);
    if (purchase.payment_status === 'completed') return this.view(purchase, userId);
    if (purchase.payment_status === 'failed') await this.purchases.retry(purchase.id);

    return this.payAndComplete(purchase.id, userId, pack, ctx.correlationId);
  }

  /**
   * Drives purchases left `pending` for longer than `olderThanMs` (the client gave up after a
   * timeout or a failed coin write) to an end: the debit is sent again with the same key (the
   * wallet answers the first one if it was applied, or charges now), then the coins are credited;
   * a wallet that refuses leaves it `failed`, nothing charged. A purchase is never left with the
   * money taken and no coins. Returns how many were settled either way.
   */
  async settleStalePurchases(olderThanMs = 10 * 60_000, limit = 50): Promise<{ completed: number; failed: number; stillPending: number }> {
    const stale = await this.purchases.listStalePending(olderThanMs, limit);
    const out = { completed: 0, failed: 0, stillPending: 0 };
    for (const p of stale) {
      const pack = COIN_PACKS.find((k) => k.id === p.pack_id);
      if (!pack) continue;
      try {
        await this.payAndComplete(p.id, p.user_id, pack, `coin-pack-sweep:${p.id}`);
        out.completed++;
      } catch (error) {
        if (error instanceof ServiceFailure && error.code === 'INSUFFICIENT_FUNDS') out.failed++;
        else out.stillPending++;
      }
    }
    return out;
  }

  /** The wallet debit (idempotent by the purchase's key), then the coin credit. */
  private async payAndComplete(purchaseId: string, userId: string, pack: CoinPack, correlationId: string): Promise<CoinPurchaseView> {
    let debit: MoneyMovementResult;
    try {
      debit = await this.bus.call(
        WalletPaymentsSubjects.payCoinPack,
        { correlationId },
        {
          userId,
          amountPaisa: pack.pricePaisa,
          key: walletKeyOf(purchaseId),
          type: 'coin_pack',
          description: `${pack.name} coin pack (${pack.coins} coins)`,
          referenceCode: purchaseId,
        },
      );
    } catch (error) {
      if (error instanceof ServiceFailure && isInsufficientFunds(error)) {
        await this.purchases.markFailed(purchaseId);
        fail('INSUFFICIENT_FUNDS', COIN_MSG.walletCannotPay);
      }
      if (error instanceof ServiceFailure && ['VALIDATION', 'NOT_FOUND', 'FORBIDDEN'].includes(error.code)) {
        // refused outright: nothing was charged
        await this.purchases.markFailed(purchaseId);
      }
      // a timeout may or may not have charged: the purchase stays pending; the same key retries it
      this.log.warn(`coin pack ${purchaseId}: wallet debit failed: ${(error as Error).message}`);
      fail('UNAVAILABLE', COIN_MSG.purchaseFailed);
    }
    return this.complete(purchaseId, userId, pack, debit.transactionId);
  }

  /** The coins and the purchase's completion in one transaction; a second completion finds it done. */
  private async complete(purchaseId: string, userId: string, pack: CoinPack, walletTransactionId: string): Promise<CoinPurchaseView> {
    const view = await withTransaction(this.db, async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      if (!account) fail('NOT_FOUND', COIN_MSG.accountNotReady);
      const purchase = await this.purchases.lock(tx, purchaseId);
      if (purchase.payment_status === 'completed') return toView(purchase, account.balance);
      const first = !account.has_claimed_first_coin_purchase_bonus;
      const coins = coinsFor(pack, first);
      const amount = formatCoinUnits(coinsToUnits(coins));
      await this.ledger.insert(tx, {
        userId,
        type: 'purchase',
        amount,
        description: coinPurchaseDescription(coins, pack.pricePaisa / PAISA_PER_RUPEE, first),
        purchaseId,
      });
      const after = await this.accounts.earn(tx, userId, amount, { firstCoinPurchase: true });
      const done = await this.purchases.complete(tx, purchaseId, amount, first, walletTransactionId);
      await enqueueEvent(
        tx,
        CoinsEvents.packPurchasedV1,
        {
          purchaseId,
          userId,
          packId: pack.id,
          pricePaisa: pack.pricePaisa,
          coinsReceived: amount,
          isFirstPurchase: first,
          walletTransactionId,
          purchasedAt: new Date().toISOString(),
        },
        { correlationId: `coin-pack:${purchaseId}` },
      );
      return toView(done, after.balance);
    });
    this.nudgeOutbox();
    return view;
  }

  private async view(purchase: PurchaseRow, userId: string): Promise<CoinPurchaseView> {
    const account = await this.accounts.find(userId);
    return toView(purchase, account?.balance ?? formatCoinUnits(0n));
  }
}

function toView(p: PurchaseRow, balance: string): CoinPurchaseView {
  return {
    id: p.id,
    packId: p.pack_id,
    pricePaisa: p.package_amount,
    coinsReceived: p.coins_received,
    isFirstPurchase: p.is_first_purchase,
    status: p.payment_status,
    createdAt: p.created_at.toISOString(),
    balance,
  };
}
