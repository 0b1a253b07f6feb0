import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, fail, isUuid } from '@resellpk/backend-messaging';
import { returningRows, withTransaction, type Tx } from '@resellpk/backend-persistence';
import type { AllowanceRelease, AllowanceUse, ReleaseAllowance, UseAllowance } from '@resellpk/contracts';
import { PARTNER_MSG } from '@resellpk/domain';
import { allowanceLeftOf, SubscriptionRepository, type SubscriptionRow } from './subscription.repository';

interface UseRow {
  order_id: string;
  subscription_id: string;
  user_id: string;
  amount: string;
  released_at: Date | null;
}

const ORDER_ID = /^[A-Za-z0-9:_-]{1,100}$/;

const leftOf = allowanceLeftOf;

/**
 * The wholesale allowance of a running partner plan, used by orders at checkout and given back on a
 * cancellation or return. Each order uses it at most once (`allowance_uses.order_id`) and gives it
 * back at most once; the subscription row's lock serialises concurrent orders of one user, so the
 * allowance never goes below 0. Elite (0 coins) is unlimited; its use is still recorded.
 */
@Injectable()
export class AllowanceService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly subscriptions: SubscriptionRepository,
  ) {}

  async use(req: UseAllowance): Promise<AllowanceUse> {
    if (!isUuid(req?.userId)) fail('VALIDATION', 'userId must be a uuid', 'userId');
    if (typeof req.orderId !== 'string' || !ORDER_ID.test(req.orderId)) fail('VALIDATION', PARTNER_MSG.badOrderId, 'orderId');
    if (!Number.isSafeInteger(req.amountPaisa) || req.amountPaisa <= 0) fail('VALIDATION', PARTNER_MSG.badAmount, 'amountPaisa');
    return withTransaction(this.db, async (m) => {
      const sub = await this.subscriptions.findActive(m, req.userId, { lock: true });
      // checked under the plan's lock: the same order twice at once finds the first one's row
      const [earlier]: UseRow[] = await m.query(`SELECT * FROM allowance_uses WHERE order_id = $1`, [req.orderId]);
      if (earlier) {
        if (earlier.user_id !== req.userId || Number(earlier.amount) !== req.amountPaisa) fail('CONFLICT', PARTNER_MSG.allowanceKeyReused);
        const [own]: SubscriptionRow[] = await m.query(`SELECT * FROM subscriptions WHERE id = $1`, [earlier.subscription_id]);
        return { orderId: req.orderId, subscriptionId: earlier.subscription_id, amountPaisa: req.amountPaisa, allowanceLeftPaisa: leftOf(own), applied: false };
      }
      if (!sub) fail('CONFLICT', PARTNER_MSG.noActivePlan);
      const left = leftOf(sub);
      if (left !== null && req.amountPaisa > left) fail('CONFLICT', PARTNER_MSG.allowanceShort);
      await m.query(`INSERT INTO allowance_uses (order_id, subscription_id, user_id, amount) VALUES ($1, $2, $3, $4)`, [req.orderId, sub.id, req.userId, req.amountPaisa]);
      const [after] = await returningRows<SubscriptionRow>(m, `UPDATE subscriptions SET allowance_used = allowance_used + $2 WHERE id = $1 RETURNING *`, [sub.id, req.amountPaisa]);
      return { orderId: req.orderId, subscriptionId: sub.id, amountPaisa: req.amountPaisa, allowanceLeftPaisa: leftOf(after), applied: true };
    });
  }

  async release(req: ReleaseAllowance): Promise<AllowanceRelease> {
    if (typeof req?.orderId !== 'string' || !ORDER_ID.test(req.orderId)) fail('VALIDATION', PARTNER_MSG.badOrderId, 'orderId');
    return withTransaction(this.db, (m) => this.releaseIn(m, req.orderId));
  }

  /** Gives an order's allowance back inside the caller's transaction (a consumer's, with its inbox row); once. */
  async releaseIn(m: Tx, orderId: string): Promise<AllowanceRelease> {
    const [use] = await returningRows<UseRow>(
      m,
      `UPDATE allowance_uses SET released_at = now() WHERE order_id = $1 AND released_at IS NULL RETURNING *`,
      [orderId],
    );
    if (!use) return { orderId, released: false, amountPaisa: 0 };
    await m.query(`UPDATE subscriptions SET allowance_used = GREATEST(allowance_used - $2, 0) WHERE id = $1`, [use.subscription_id, use.amount]);
    return { orderId, released: true, amountPaisa: Number(use.amount) };
  }
}
