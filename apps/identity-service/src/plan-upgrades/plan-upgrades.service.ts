import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { BusClient, enqueueEvent, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { isUniqueViolation, returningRows, withTransaction, type Reader, type Tx } from '@resellpk/backend-persistence';
import {
  IdentityEvents,
  premiumPaymentKey,
  WalletPaymentsSubjects,
  type CreateUpgradeRequest,
  type MoneyMovementResult,
  type PremiumPaymentDueV1,
  type DecideUpgradeRequest,
  type PlanCode,
  type ListUpgradeRequestsQuery,
  type PlanUpgradedV1,
  type RequestContext,
  type UpgradeRequestStatus,
  type UpgradeRequestView,
} from '@resellpk/contracts';
import { formatPKR, mayRequestPremium, MSG, planLabel, PREMIUM_DAYS, PREMIUM_PRICE_PAISA } from '@resellpk/domain';
import { AuditLogEntity } from '../users/audit-log.entity';
import { LinkedAccountsCheck } from '../users/linked-accounts';
import { UserEntity } from '../users/user.entity';
import { PLAN_APPROVED_ACTION, PLAN_REJECTED_ACTION, UPGRADE_MSG } from './plan-upgrade-messages';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
/** How long after a rejection the job checks it kept no payment: past the bus's request timeout, so no payment is still on its way. */
export const REFUND_SETTLE_AFTER_MS = 2 * 60_000;

interface RequestRow {
  id: string;
  reseller_id: string;
  reseller_name: string;
  reseller_email: string;
  current_plan: PlanCode;
  requested_plan: PlanCode;
  status: UpgradeRequestStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  payment_transaction_id: string | null;
}

const SELECT_VIEW = `
  SELECT r.id, r.reseller_id, u.name AS reseller_name, u.email AS reseller_email, r.current_plan, r.requested_plan,
         r.status, r.created_at, r.decided_at, r.decided_by, r.payment_transaction_id
    FROM plan_upgrade_requests r JOIN users u ON u.id = r.reseller_id`;

function toView(row: RequestRow): UpgradeRequestView {
  return {
    id: row.id,
    resellerId: row.reseller_id,
    resellerName: row.reseller_name,
    resellerEmail: row.reseller_email,
    currentPlan: row.current_plan,
    requestedPlan: row.requested_plan,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedBy: row.decided_by,
    paymentTransactionId: row.payment_transaction_id,
  };
}

/**
 * Premium comes from a request an admin approves and the wallet pays (PRODUCT.md "Plans"); one
 * pending per user. Approving takes Rs. 2,500 under the request's own wallet key (so two admins, or
 * a retry, charge it once) and then decides the request; a request rejected in between gets its
 * money back from the approver, and a rejection always asks the wallet to pay back whatever that
 * key took, so the money follows the decision whatever the order of events.
 */
@Injectable()
export class PlanUpgradesService {
  private readonly log = new Logger(PlanUpgradesService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly staff: StaffAccess,
    private readonly links: LinkedAccountsCheck,
    private readonly bus: BusClient<'identity'>,
  ) {}

  async create(req: CreateUpgradeRequest, ctx: RequestContext): Promise<UpgradeRequestView> {
    const userId = requireUserId(ctx);
    if (req?.requestedPlan !== 'premium') fail('VALIDATION', UPGRADE_MSG.onlyPremium, 'requestedPlan');
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: userId }, select: { id: true, role: true, plan: true, planExpiresAt: true } });
    if (!user) fail('UNAUTHORIZED', MSG.authRequired);
    if (user.role !== 'reseller') fail('FORBIDDEN', UPGRADE_MSG.onlyResellers);
    if (!mayRequestPremium(user.role, user.plan, user.planExpiresAt)) fail('VALIDATION', UPGRADE_MSG.alreadyPremium, 'requestedPlan');

    let inserted: Array<{ id: string }>;
    try {
      // the partial unique index decides races: of two concurrent inserts exactly one survives
      inserted = await this.db.query(
        `INSERT INTO plan_upgrade_requests (reseller_id, current_plan, requested_plan)
         VALUES ($1, $2, $3)
         ON CONFLICT (reseller_id) WHERE status = 'pending' DO NOTHING
         RETURNING id`,
        [userId, user.plan, 'premium'],
      );
    } catch (error) {
      if (isUniqueViolation(error)) fail('CONFLICT', UPGRADE_MSG.alreadyPending);
      throw error;
    }
    if (!inserted.length) fail('CONFLICT', UPGRADE_MSG.alreadyPending);
    return this.getView(this.db.manager, inserted[0].id);
  }

  async list(query: ListUpgradeRequestsQuery | undefined, ctx: RequestContext): Promise<UpgradeRequestView[]> {
    await this.staff.require(ctx, 'admin');
    const status = query?.status ?? 'all';
    if (status !== 'all' && !(STATUSES as readonly string[]).includes(status)) fail('VALIDATION', UPGRADE_MSG.badStatus, 'status');
    const rows: RequestRow[] =
      status === 'all'
        ? await this.db.query(`${SELECT_VIEW} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`)
        : await this.db.query(`${SELECT_VIEW} WHERE r.status = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 500`, [status]);
    return rows.map(toView);
  }

  async countPending(ctx: RequestContext): Promise<number> {
    await this.staff.require(ctx, 'admin');
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM plan_upgrade_requests WHERE status = 'pending'`);
    return row.n as number;
  }

  async approve(req: DecideUpgradeRequest, ctx: RequestContext): Promise<UpgradeRequestView> {
    const actorId = await this.staff.require(ctx, 'admin');
    // the usual refusals (unknown, own, decided) before any money moves
    const request = await this.pendingRequest(req?.id, actorId);
    await this.stillEligible(request.resellerId);
    const payment = await this.pay(request, ctx);
    let view: UpgradeRequestView;
    try {
      view = await withTransaction(this.db, (m) => this.activate(m, request, payment, actorId, ctx));
    } catch (error) {
      // decided by someone else while the payment was on its way: a rejection gets the money back
      // (a wallet away now leaves it to the job: the admin still reads why the approval failed)
      if (error instanceof ServiceFailure && error.code === 'CONFLICT') {
        await this.payBackIfRejected(request.id, request.resellerId, ctx).catch((e: Error) => this.log.warn(`request ${request.id}: pay-back deferred to the job: ${e.message}`));
      }
      throw error;
    }
    this.nudgeOutbox();
    return view;
  }

  /** pending -> approved with Premium on the profile for PREMIUM_DAYS more days, its payment, the audit row and the event. */
  private async activate(m: Tx, request: UpgradeRequestView, payment: MoneyMovementResult, actorId: string, ctx: RequestContext): Promise<UpgradeRequestView> {
    await this.decide(m, request.id, 'approved', actorId);
    await m.query(`UPDATE plan_upgrade_requests SET payment_transaction_id = $2 WHERE id = $1`, [request.id, payment.transactionId]);
    // counted from the current expiry while a Premium is still running (a renewal), else from now
    const [user] = await returningRows<{ plan: string; plan_expires_at: Date }>(
      m,
      `UPDATE users
          SET plan = 'premium',
              plan_expires_at = GREATEST(CASE WHEN plan = 'premium' THEN plan_expires_at END, now()) + make_interval(days => $2),
              updated_at = now()
        WHERE id = $1
        RETURNING plan, plan_expires_at`,
      [request.resellerId, PREMIUM_DAYS],
    );
    if (!user) fail('NOT_FOUND', MSG.userNotFound);
    const expiresAt = new Date(user.plan_expires_at).toISOString();
    await m.insert(AuditLogEntity, {
      actorId,
      action: PLAN_APPROVED_ACTION,
      targetUserId: request.resellerId,
      details: {
        requestId: request.id,
        fromPlan: request.currentPlan,
        toPlan: 'premium',
        expiresAt,
        amountPaisa: PREMIUM_PRICE_PAISA,
        walletTransactionId: payment.transactionId,
        correlationId: ctx.correlationId,
        ...(await this.linkFlag(m, actorId, request.resellerId)),
      },
    });
    await enqueueEvent(
      m,
      IdentityEvents.planUpgradedV1,
      { userId: request.resellerId, plan: 'premium', planName: planLabel('premium'), expiresAt, requestId: request.id } satisfies PlanUpgradedV1,
      { correlationId: ctx.correlationId },
    );
    return this.getView(m, request.id);
  }

  /**
   * Premium's price from the reseller's wallet under the request's key: a second call (another
   * admin, a retry after a failure) answers the first payment and moves nothing. A wallet that
   * cannot cover it refuses the approval: the request stays pending and the reseller is told.
   */
  private async pay(request: UpgradeRequestView, ctx: RequestContext): Promise<MoneyMovementResult> {
    try {
      return await this.bus.call(
        WalletPaymentsSubjects.payPremium,
        { correlationId: ctx.correlationId },
        {
          userId: request.resellerId,
          amountPaisa: PREMIUM_PRICE_PAISA,
          key: premiumPaymentKey(request.id),
          type: 'plan_subscription',
          description: `Premium plan (${PREMIUM_DAYS} days)`,
          referenceCode: null,
        },
      );
    } catch (error) {
      if (error instanceof ServiceFailure && error.code === 'INSUFFICIENT_FUNDS') return this.refuseShort(request, ctx);
      if (error instanceof ServiceFailure && !['INTERNAL', 'UNAVAILABLE', 'TIMEOUT'].includes(error.code)) throw error;
      fail('UNAVAILABLE', UPGRADE_MSG.walletUnavailable);
    }
  }

  /** Tells the reseller what to top up (once per shortfall) and staff why nothing happened. */
  private async refuseShort(request: UpgradeRequestView, ctx: RequestContext): Promise<never> {
    const wallet = await this.bus.call(WalletPaymentsSubjects.balanceOf, { correlationId: ctx.correlationId }, { userId: request.resellerId });
    const balancePaisa = Math.max(0, wallet.balancePaisa);
    const shortPaisa = Math.max(PREMIUM_PRICE_PAISA - balancePaisa, 1);
    const told = await withTransaction(this.db, async (m) => {
      const changed = await returningRows<{ id: string }>(
        m,
        `UPDATE plan_upgrade_requests SET short_notified_paisa = $2
          WHERE id = $1 AND status = 'pending' AND short_notified_paisa IS DISTINCT FROM $2 RETURNING id`,
        [request.id, shortPaisa],
      );
      if (!changed.length) return false;
      await enqueueEvent(
        m,
        IdentityEvents.premiumPaymentDueV1,
        { userId: request.resellerId, requestId: request.id, pricePaisa: PREMIUM_PRICE_PAISA, balancePaisa, shortPaisa } satisfies PremiumPaymentDueV1,
        { correlationId: ctx.correlationId },
      );
      return true;
    });
    if (told) this.nudgeOutbox();
    fail('INSUFFICIENT_FUNDS', UPGRADE_MSG.walletShort(formatPKR(balancePaisa), formatPKR(PREMIUM_PRICE_PAISA), formatPKR(shortPaisa)));
  }

  /** The wallet pays back what the request's key took, if anything, once (wallet-payments.reversePremium). */
  private async payBackIfRejected(requestId: string, resellerId: string, ctx: RequestContext): Promise<void> {
    const [row] = await this.db.query(`SELECT status FROM plan_upgrade_requests WHERE id = $1`, [requestId]);
    if (row?.status !== 'rejected') return;
    await this.bus.call(WalletPaymentsSubjects.reversePremium, { correlationId: ctx.correlationId, userId: ctx.userId }, { userId: resellerId, requestId });
  }

  async reject(req: DecideUpgradeRequest, ctx: RequestContext): Promise<UpgradeRequestView> {
    const actorId = await this.staff.require(ctx, 'admin');
    const view = await withTransaction(this.db, async (m) => {
      const request = await this.decide(m, req?.id, 'rejected', actorId);
      await m.insert(AuditLogEntity, {
        actorId,
        action: PLAN_REJECTED_ACTION,
        targetUserId: request.resellerId,
        details: { requestId: request.id, correlationId: ctx.correlationId, ...(await this.linkFlag(m, actorId, request.resellerId)) },
      });
      return request;
    });
    // an approval whose payment went through but which lost the race (or stopped before deciding);
    // the wallet may be away: the rejection stands, and the job below pays back later
    await this.payBackIfRejected(view.id, view.resellerId, ctx).catch((error: Error) => this.log.warn(`request ${view.id}: pay-back deferred to the job: ${error.message}`));
    return view;
  }

  /**
   * The job's safety net (plan-expiry job): every request rejected more than REFUND_SETTLE_AFTER_MS
   * ago and not yet checked asks the wallet to pay back what its key took, if anything; covers an
   * approver that stopped between the wallet's answer and its own pay-back, and a wallet that was
   * away when the rejection asked. The wait outlasts any payment still on its way (bus timeout).
   */
  async settleRejected(now: Date = new Date()): Promise<number> {
    const due: Array<{ id: string; reseller_id: string }> = await this.db.query(
      `SELECT id, reseller_id FROM plan_upgrade_requests
        WHERE status = 'rejected' AND refund_checked_at IS NULL AND decided_at < $1
        ORDER BY decided_at LIMIT 200`,
      [new Date(now.getTime() - REFUND_SETTLE_AFTER_MS)],
    );
    let settled = 0;
    for (const row of due) {
      try {
        await this.bus.call(WalletPaymentsSubjects.reversePremium, { correlationId: `premium-settle-${row.id}` }, { userId: row.reseller_id, requestId: row.id });
        await this.db.query(`UPDATE plan_upgrade_requests SET refund_checked_at = now() WHERE id = $1`, [row.id]);
        settled++;
      } catch (error) {
        this.log.warn(`request ${row.id}: pay-back check failed, the next run retries: ${(error as Error).message}`);
      }
    }
    return settled;
  }

  /**
   * Whether the requester may still get Premium: they may have started a partner plan (or become
   * staff) since asking. Checked before any money moves; approving would replace that plan.
   */
  private async stillEligible(resellerId: string): Promise<void> {
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: resellerId }, select: { id: true, role: true, plan: true, planExpiresAt: true } });
    if (!user) fail('NOT_FOUND', MSG.userNotFound);
    if (user.role !== 'reseller') fail('CONFLICT', UPGRADE_MSG.noLongerReseller);
    if (!mayRequestPremium(user.role, user.plan, user.planExpiresAt)) fail('CONFLICT', UPGRADE_MSG.noLongerEligible(planLabel(user.plan)));
  }

  /** The request, while it is pending and not the actor's own; else the refusal decide() would give. */
  private async pendingRequest(id: unknown, actorId: string): Promise<UpgradeRequestView> {
    if (!isUuid(id)) fail('NOT_FOUND', UPGRADE_MSG.notFound);
    const [row] = await this.db.query(`${SELECT_VIEW} WHERE r.id = $1`, [id]);
    if (!row) fail('NOT_FOUND', UPGRADE_MSG.notFound);
    const view = toView(row as RequestRow);
    if (view.resellerId === actorId.toLowerCase()) fail('FORBIDDEN', MSG.ownRequestDecision);
    if (view.status !== 'pending') fail('CONFLICT', UPGRADE_MSG.alreadyDecided);
    return view;
  }

  /** pending -> approved|rejected as one conditional update: of two admins at once, one wins; never the requester. */
  private async decide(m: Tx, id: unknown, status: 'approved' | 'rejected', actorId: string): Promise<UpgradeRequestView> {
    if (!isUuid(id)) fail('NOT_FOUND', UPGRADE_MSG.notFound);
    const updated = await returningRows<{ id: string }>(
      m,
      `UPDATE plan_upgrade_requests SET status = $2, decided_at = now(), decided_by = $3
        WHERE id = $1 AND status = 'pending' AND reseller_id <> $3 RETURNING id`,
      [id, status, actorId],
    );
    if (!updated.length) {
      const [row] = await m.query(`SELECT reseller_id FROM plan_upgrade_requests WHERE id = $1`, [id]);
      if (!row) fail('NOT_FOUND', UPGRADE_MSG.notFound);
      if (row.reseller_id === actorId.toLowerCase()) fail('FORBIDDEN', MSG.ownRequestDecision);
      fail('CONFLICT', UPGRADE_MSG.alreadyDecided);
    }
    return this.getView(m, id);
  }

  /** The audit row's flag when the admin and the requester are linked accounts (same phone or mailbox). */
  private async linkFlag(m: Reader, actorId: string, resellerId: string): Promise<Record<string, unknown>> {
    const link = await this.links.between(actorId, resellerId, m);
    return link.linked ? { linkedAccounts: true, linkedBy: link.by } : { linkedAccounts: false };
  }

  private async getView(m: Reader, id: string): Promise<UpgradeRequestView> {
    const [row] = await m.query(`${SELECT_VIEW} WHERE r.id = $1`, [id]);
    if (!row) fail('NOT_FOUND', UPGRADE_MSG.notFound);
    return toView(row as RequestRow);
  }

}
