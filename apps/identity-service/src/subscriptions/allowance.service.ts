import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid } from '@resellpk/backend-service';
import { returningRows, withTransaction, type Tx } from '@resellpk/backend-persistence';
import type { AllowanceRelease, AllowanceUse, ReleaseAllowance, UseAllowance } from '@resellpk/contracts';
import { PARTNER_MSG } from '@resellpk/domain';
import { endPartnerPlanIn } from '../plan-upgrades/plan-expiry';
import { allowanceLeftOf, SubscriptionRepository, type SubscriptionRow } from './subscription.repository';

interface UseRow {
  order_id: string;
  /** null: a tombstone (released before any use arrived) */
  subscription_id: string | null;
  user_id: string | null;
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
 *
 * The use that brings a Starter or Pro allowance to exactly 0 ends the plan in its own transaction
 * (`endPartnerPlanIn`, the expiry job's code). Not earlier: a line uses `(retail - wholesale) x
 * quantity`, which can be a few paisa, so any allowance left above 0 may still price a line at
 * wholesale; a remainder too small for the lines a user buys simply runs out with the plan's time.
 */
@Injectable()
export class AllowanceService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly subscriptions: SubscriptionRepository,
  ) {}

  async use(req: UseAllowance): Promise<AllowanceUse> {
    if (!isUuid(req?.userId)) fail('VALIDATION', 'userId must be a uuid', 'userId');
    if (typeof req.orderId !== 'string' || !ORDER_ID.test(req.orderId)) fail('VALIDATION', PARTNER_MSG.badOrderId, 'orderId');
    if (!Number.isSafeInteger(req.amountPaisa) || req.amountPaisa <= 0) fail('VALIDATION', PARTNER_MSG.badAmount, 'amountPaisa');
    const result = await withTransaction(this.db, async (m) => {
      // the user's row before the plan's: Subscribe and activation lock in that order too, and the
      // plan this use may end sends the user back to free (no deadlock, no skipped profile)
      await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [req.userId]);
      const sub = await this.subscriptions.findActive(m, req.userId, { lock: true });
      // checked under the user's lock: the same order twice at once finds the first one's row
      const [earlier]: UseRow[] = await m.query(`SELECT * FROM allowance_uses WHERE order_id = $1`, [req.orderId]);
      if (earlier) {
        // released (the checkout was undone, or a tombstone: undone before this use arrived)
        if (earlier.released_at) fail('CONFLICT', PARTNER_MSG.allowanceReleased);
        if (earlier.user_id !== req.userId || Number(earlier.amount) !== req.amountPaisa) fail('CONFLICT', PARTNER_MSG.allowanceKeyReused);
        const [own]: SubscriptionRow[] = await m.query(`SELECT * FROM subscriptions WHERE id = $1`, [earlier.subscription_id]);
        const use = { orderId: req.orderId, subscriptionId: own.id, amountPaisa: req.amountPaisa, allowanceLeftPaisa: leftOf(own), applied: false };
        return { use, planEnded: false };
      }
      if (!sub) fail('CONFLICT', PARTNER_MSG.noActivePlan);
      const before = leftOf(sub);
      if (before !== null && req.amountPaisa > before) fail('CONFLICT', PARTNER_MSG.allowanceShort);
      await m.query(`INSERT INTO allowance_uses (order_id, subscription_id, user_id, amount) VALUES ($1, $2, $3, $4)`, [req.orderId, sub.id, req.userId, req.amountPaisa]);
      const [after] = await returningRows<SubscriptionRow>(m, `UPDATE subscriptions SET allowance_used = allowance_used + $2 WHERE id = $1 RETURNING *`, [sub.id, req.amountPaisa]);
      const left = leftOf(after);
      const planEnded = left === 0 && (await endPartnerPlanIn(m, sub.id, 'identity-allowance-used-up'));
      return { use: { orderId: req.orderId, subscriptionId: sub.id, amountPaisa: req.amountPaisa, allowanceLeftPaisa: left, applied: true }, planEnded };
    });
    // the plan-expired event is in the outbox: send it now rather than at the relay's next poll
    if (result.planEnded) this.nudgeOutbox();
    return result.use;
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
    if (!use) {
      // never used (or given back before): close the order, so a use arriving late is refused
      await m.query(`INSERT INTO allowance_uses (order_id, amount, released_at) VALUES ($1, 0, now()) ON CONFLICT (order_id) DO NOTHING`, [orderId]);
      return { orderId, released: false, amountPaisa: 0 };
    }
    // A plan that has ended (time, or this allowance used up) gets the amount back on its record
    // (`allowance_used` = what its live orders used) but stays ended: the status is not touched,
    // the user stays on free, and a later plan starts with its own full allowance.
    await m.query(`UPDATE subscriptions SET allowance_used = GREATEST(allowance_used - $2, 0) WHERE id = $1`, [use.subscription_id, use.amount]);
    return { orderId, released: true, amountPaisa: Number(use.amount) };
  }
}
