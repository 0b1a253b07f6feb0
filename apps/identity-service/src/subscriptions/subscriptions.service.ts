import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { BusClient, enqueueEvent, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId } from '@resellpk/backend-service';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import {
  IdentityEvents,
  WalletPaymentsSubjects,
  type MoneyMovementResult,
  type MySubscription,
  type PlanUpgradedV1,
  type RequestContext,
  type SubscribeRequest,
  type SubscribeResult,
  type SubscriptionRef,
  type SubscriptionView,
} from '@resellpk/contracts';
import { formatPakistanDate, MSG, partnerPlan, PARTNER_MSG } from '@resellpk/domain';
import { AuditLogEntity } from '../users/audit-log.entity';
import { UserEntity } from '../users/user.entity';
import { SubscriptionRepository, toSubscriptionView, type SubscriptionRow } from './subscription.repository';

export const SUBSCRIPTION_ACTIVATED_ACTION = 'subscription.activated';
export const SUBSCRIPTION_REFUNDED_ACTION = 'subscription.refunded';

/** The wallet's key for a subscription's payment: the same subscription is never charged twice. */
export const walletKeyOf = (subscriptionId: string) => `subscription:${subscriptionId}`;
const refundKeyOf = (subscriptionId: string) => `subscription:${subscriptionId}:refund`;

/** What paying a pending subscription came to. */
export type PaymentOutcome = { paid: true; subscription: SubscriptionRow } | { paid: false };

/**
 * Partner plans paid from the wallet (PRODUCT.md "Plans: one coherent model"). Subscribe Now makes
 * one pending subscription per user; the wallet debit (key `subscription:<id>`, idempotent in
 * wallet-payments) and the one conditional update pending -> active make paying twice impossible:
 * two tabs share the pending row, the wallet charges the key once, one update activates it.
 */
@Injectable()
export class SubscriptionsService {
  private readonly log = new Logger(SubscriptionsService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly bus: BusClient<'identity'>,
    private readonly subscriptions: SubscriptionRepository,
  ) {}

  async subscribe(req: SubscribeRequest, ctx: RequestContext): Promise<SubscribeResult> {
    const userId = requireUserId(ctx);
    const plan = partnerPlan(req?.planType);
    if (!plan) fail('VALIDATION', PARTNER_MSG.unknownPlan, 'planType');
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: userId }, select: { id: true, role: true } });
    if (!user) fail('UNAUTHORIZED', MSG.authRequired);
    if (user.role !== 'reseller') fail('FORBIDDEN', PARTNER_MSG.onlyResellers);

    // The user row is locked while the running plan is checked and the pending one written:
    // activation locks it too, so a second tab cannot slip a new pending subscription in just
    // after the first one was activated (it finds that plan running instead).
    const pending = await withTransaction(this.db, async (m) => {
      await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const active = await this.subscriptions.findActive(m, userId);
      if (active) fail('CONFLICT', PARTNER_MSG.alreadyActive(active.plan_name, formatPakistanDate(active.end_date)));
      return (await this.subscriptions.insertPending(m, userId, plan)) ?? (await this.subscriptions.findPending(m, userId));
    });
    // a second Subscribe (another tab, a retry after a top-up) reuses the pending one of the same plan
    if (!pending) fail('UNAVAILABLE', PARTNER_MSG.errorMessage);
    if (pending.plan_type !== plan.code) fail('CONFLICT', PARTNER_MSG.otherPending(pending.plan_name));

    const outcome = await this.pay(pending, ctx.correlationId);
    if (outcome.paid) return { subscription: toSubscriptionView(outcome.subscription), outcome: 'active' };
    return { subscription: toSubscriptionView(pending), outcome: 'awaiting_funds' };
  }

  async mine(ctx: RequestContext): Promise<MySubscription> {
    const userId = requireUserId(ctx);
    const [active, pending] = await Promise.all([this.subscriptions.findActive(this.db.manager, userId), this.subscriptions.findPending(this.db.manager, userId)]);
    return { active: active && toSubscriptionView(active), pending: pending && toSubscriptionView(pending) };
  }

  async get(req: SubscriptionRef, ctx: RequestContext): Promise<SubscriptionView> {
    const userId = requireUserId(ctx);
    // another user's subscription is answered exactly as one that does not exist
    const row = isUuid(req?.id) ? await this.subscriptions.findOwn(this.db.manager, req.id, userId) : null;
    if (!row) fail('NOT_FOUND', PARTNER_MSG.notFound);
    return toSubscriptionView(row);
  }

  async cancel(req: SubscriptionRef, ctx: RequestContext): Promise<SubscriptionView> {
    const userId = requireUserId(ctx);
    if (!isUuid(req?.id)) fail('NOT_FOUND', PARTNER_MSG.notFound);
    const cancelled = await this.subscriptions.cancelPending(this.db.manager, req.id, userId);
    if (cancelled) return toSubscriptionView(cancelled);
    if (!(await this.subscriptions.findOwn(this.db.manager, req.id, userId))) fail('NOT_FOUND', PARTNER_MSG.notFound);
    fail('CONFLICT', PARTNER_MSG.notPending);
  }

  /**
   * Pays a pending subscription from the wallet and activates it. A wallet that cannot cover the
   * price leaves it pending (`paid: false`); any other wallet failure is thrown (the same key
   * retries it safely). `tx`: the event consumer's transaction (the inbox row commits with it).
   */
  async pay(sub: SubscriptionRow, correlationId: string, tx?: Tx): Promise<PaymentOutcome> {
    let debit: MoneyMovementResult;
    try {
      debit = await this.bus.call(
        WalletPaymentsSubjects.payPartnerPlan,
        { correlationId },
        {
          userId: sub.user_id,
          amountPaisa: Number(sub.amount_paid),
          key: walletKeyOf(sub.id),
          type: 'plan_subscription',
          description: `${sub.plan_name} partner plan`,
          referenceCode: null,
        },
      );
    } catch (error) {
      if (error instanceof ServiceFailure && error.code === 'INSUFFICIENT_FUNDS') return { paid: false };
      this.log.warn(`subscription ${sub.id}: wallet debit failed: ${(error as Error).message}`);
      if (error instanceof ServiceFailure && error.code !== 'INTERNAL') throw error;
      fail('UNAVAILABLE', PARTNER_MSG.errorMessage);
    }
    const result = tx ? await this.activate(tx, sub.id, debit.transactionId, correlationId) : await withTransaction(this.db, (m) => this.activate(m, sub.id, debit.transactionId, correlationId));
    if (!tx) this.nudgeOutbox();
    if (result.state === 'cancelled') {
      // cancelled while the payment was on its way: the money goes back, once
      await this.refund(result.row, correlationId);
      fail('CONFLICT', PARTNER_MSG.notPending);
    }
    return { paid: true, subscription: result.row };
  }

  /** pending -> active once: the plan, its end date and allowance on the profile, the audit row, the event. */
  private async activate(m: Tx, id: string, walletTransactionId: string, correlationId: string): Promise<{ state: 'active' | 'cancelled'; row: SubscriptionRow }> {
    // the user's row first, then the subscription: Subscribe takes them in that order too (no deadlock)
    await m.query(`SELECT u.id FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE s.id = $1 FOR UPDATE OF u`, [id]);
    const current = await this.subscriptions.lock(m, id);
    if (!current) fail('NOT_FOUND', PARTNER_MSG.notFound);
    if (current.status === 'cancelled') return { state: 'cancelled', row: current };
    if (current.status !== 'pending') return { state: 'active', row: current };
    const plan = partnerPlan(current.plan_type);
    if (!plan) fail('INTERNAL', PARTNER_MSG.errorMessage);
    await this.subscriptions.endOtherActive(m, current.user_id, id);
    const row = await this.subscriptions.activate(m, id, walletTransactionId, plan.durationMonths);
    if (!row?.end_date) fail('CONFLICT', PARTNER_MSG.notPending);
    const expiresAt = new Date(row.end_date).toISOString();
    const [before] = await m.query(`SELECT plan FROM users WHERE id = $1 FOR UPDATE`, [row.user_id]);
    await m.query(`UPDATE users SET plan = $2, plan_expires_at = $3, updated_at = now() WHERE id = $1`, [row.user_id, row.plan_type, row.end_date]);
    await m.insert(AuditLogEntity, {
      actorId: row.user_id,
      action: SUBSCRIPTION_ACTIVATED_ACTION,
      targetUserId: row.user_id,
      details: { subscriptionId: id, fromPlan: before?.plan ?? null, toPlan: row.plan_type, amountPaisa: Number(row.amount_paid), walletTransactionId, expiresAt, correlationId },
    });
    await enqueueEvent(
      m,
      IdentityEvents.planUpgradedV1,
      { userId: row.user_id, plan: row.plan_type, planName: row.plan_name, expiresAt, requestId: id, subscriptionId: id } satisfies PlanUpgradedV1,
      { correlationId },
    );
    return { state: 'active', row };
  }

  private async refund(sub: SubscriptionRow, correlationId: string): Promise<void> {
    await this.bus.call(
      WalletPaymentsSubjects.refundPartnerPlan,
      { correlationId },
      { userId: sub.user_id, amountPaisa: Number(sub.amount_paid), key: refundKeyOf(sub.id), type: 'refund', description: `${sub.plan_name} partner plan cancelled`, referenceCode: null },
    );
    await this.db.getRepository(AuditLogEntity).insert({
      actorId: sub.user_id,
      action: SUBSCRIPTION_REFUNDED_ACTION,
      targetUserId: sub.user_id,
      details: { subscriptionId: sub.id, amountPaisa: Number(sub.amount_paid), correlationId },
    });
  }
}
