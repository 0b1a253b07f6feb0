import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type OrderDeliveredV1 } from '@resellpk/contracts';
import { COIN_MSG, coinsToUnits, formatCoinUnits, orderLabel, parseCoinUnits } from '@resellpk/domain';
import { AccountRepository } from '../accounts/account.repository';
import { LedgerRepository } from '../ledger/ledger.repository';
import { OrderSpendRepository } from '../spending/order-spend.repository';

/** The referrer's fixed reward for the referred user's first delivered order. */
export const REFERRAL_FIRST_ORDER_COINS = 1000;
/** 30 % of the item value in paisa, in 1/10000-coin units: paisa / 100 x 0.30 x 10000 = paisa x 30. */
const FIRST_ORDER_UNITS_PER_PAISA = 30n;

/**
 * The rewards paid when an order is delivered (never on placing it, so a cancelled order earns
 * nothing): the buyer's first delivered order returns 30 % of its item value (`first_purchase_bonus`);
 * the buyer's referrer gets 1,000 coins on that first delivered order plus 50 % of the coins any
 * delivered order spent (one `referral_bonus` row per order). Once per order: the inbox drops a
 * redelivered event, the first-order flag is claimed under the account's lock, and the ledger's
 * unique (order, type, user) refuses a second row. An order whose coins were refunded (cancelled,
 * returned, or undone by the checkout saga) earns nothing, whatever event arrives for it later;
 * a delivered order is marked so, and its coins are never refunded after it.
 */
@Injectable()
export class DeliveryRewards {
  private readonly log = new Logger(DeliveryRewards.name);

  constructor(
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
    private readonly spends: OrderSpendRepository,
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
    // locked after the account, as the refund path does: a refund and this event queue, never interleave
    const spend = await this.spends.lock(tx, e.orderId);
    if (spend && (spend.status === 'refunded' || spend.status === 'void' || spend.user_id !== e.userId)) {
      this.log.warn(`orders.order.delivered.v1 for order ${e.orderId} earns nothing: its coins were ${spend.user_id !== e.userId ? "another user's" : spend.status}`);
      return;
    }
    // the order's coins are final from now on: a cancel or return arriving later refunds nothing
    if (!spend) await this.spends.insert(tx, { order_id: e.orderId, user_id: e.userId, amount: formatCoinUnits(0n), status: 'delivered' });
    else if (spend.status === 'spent') await this.spends.markDelivered(tx, e.orderId);
    const order = orderLabel(e.orderId);

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
