import { Injectable, Logger } from '@nestjs/common';
import { isUuid, OnEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type OrderDeliveredV1 } from '@resellpk/contracts';
import { COIN_MSG, coinsToUnits, formatCoinUnits, parseCoinUnits } from '@resellpk/domain';
import { AccountRepository } from '../accounts/account.repository';
import { LedgerRepository } from '../ledger/ledger.repository';

/** The referrer's fixed reward for the referred user's first delivered order. */
export const REFERRAL_FIRST_ORDER_COINS = 1000;
/** 30 % of the item value in paisa, in 1/10000-coin units: paisa / 100 x 0.30 x 10000 = paisa x 30. */
const FIRST_ORDER_UNITS_PER_PAISA = 30n;

const shortOrder = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;

/**
 * The rewards paid when an order is delivered (never on placing it, so a cancelled order earns
 * nothing): the buyer's first delivered order returns 30 % of its item value (`first_purchase_bonus`);
 * the buyer's referrer gets 1,000 coins on that first delivered order plus 50 % of the coins any
 * delivered order spent (one `referral_bonus` row per order). Once per order: the inbox drops a
 * redelivered event, the first-order flag is claimed under the account's lock, and the ledger's
 * unique (order, type, user) refuses a second row.
 */
@Injectable()
export class DeliveryRewards {
  private readonly log = new Logger(DeliveryRewards.name);

  constructor(
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  @OnEvent(OrdersEvents.orderDeliveredV1)
  async onDelivered(e: OrderDeliveredV1, tx: Tx): Promise<void> {
    const spent = parseCoinUnits(e?.coinsSpent);
    if (!isUuid(e?.userId) || !isUuid(e?.orderId) || !Number.isSafeInteger(e?.itemValuePaisa) || e.itemValuePaisa < 0 || spent === null || spent < 0n) {
      // a malformed event cannot become valid by retrying it
      this.log.error(`orders.order.delivered.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    const buyer = await this.accounts.lock(tx, e.userId);
    // the account opens from the registration event; until it has, retry (the event is redelivered)
    if (!buyer) throw new Error(`no coin account yet for ${e.userId}`);
    const order = shortOrder(e.orderId);

    const firstOrder = await this.accounts.claimFirstOrderBonus(tx, e.userId);
    const bonus = firstOrder ? BigInt(e.itemValuePaisa) * FIRST_ORDER_UNITS_PER_PAISA : 0n;
    if (bonus > 0n) {
      const amount = formatCoinUnits(bonus);
      const written = await this.ledger.insertForOrderOnce(tx, {
        userId: e.userId,
        type: 'first_purchase_bonus',
        amount,
        description: COIN_MSG.firstOrderBonusDescription.replace('{order}', order),
        orderId: e.orderId,
      });
      if (written) await this.accounts.earn(tx, e.userId, amount);
    }

    if (!buyer.referred_by) return;
    // half of what the order spent, to the 0.0001 coin (rounded down)
    const reward = (firstOrder ? coinsToUnits(REFERRAL_FIRST_ORDER_COINS) : 0n) + spent / 2n;
    if (reward <= 0n) return;
    const referrer = await this.accounts.lock(tx, buyer.referred_by);
    if (!referrer) throw new Error(`no coin account for referrer ${buyer.referred_by}`);
    const amount = formatCoinUnits(reward);
    // the same order delivered again (a second event for it): its reward was paid already
    const written = await this.ledger.insertForOrderOnce(tx, {
      userId: buyer.referred_by,
      type: 'referral_bonus',
      amount,
      description: COIN_MSG.referralRewardDescription.replace('{order}', order),
      orderId: e.orderId,
      referralUserId: e.userId,
    });
    if (written) await this.accounts.earn(tx, buyer.referred_by, amount);
  }
}
