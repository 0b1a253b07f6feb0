import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId, StaffAccess } from '@resellpk/backend-service';
import { isUniqueViolation, returningRows, withTransaction, type Reader, type Tx } from '@resellpk/backend-persistence';
import {
  IdentityEvents,
  type CreateUpgradeRequest,
  type DecideUpgradeRequest,
  type PlanCode,
  type ListUpgradeRequestsQuery,
  type PlanUpgradedV1,
  type RequestContext,
  type UpgradeRequestStatus,
  type UpgradeRequestView,
} from '@resellpk/contracts';
import { hasPremiumAccess, MSG, planLabel } from '@resellpk/domain';
import { AuditLogEntity } from '../users/audit-log.entity';
import { LinkedAccountsCheck } from '../users/linked-accounts';
import { UserEntity } from '../users/user.entity';
import { PLAN_APPROVED_ACTION, PLAN_REJECTED_ACTION, UPGRADE_MSG } from './plan-upgrade-messages';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

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
}

const SELECT_VIEW = `
  SELECT r.id, r.reseller_id, u.name AS reseller_name, u.email AS reseller_email, r.current_plan, r.requested_plan,
         r.status, r.created_at, r.decided_at, r.decided_by
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
  };
}

/** Premium comes from a request an admin approves (PRODUCT.md "Plans"); one pending per user. */
@Injectable()
export class PlanUpgradesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly staff: StaffAccess,
    private readonly links: LinkedAccountsCheck,
  ) {}

  async create(req: CreateUpgradeRequest, ctx: RequestContext): Promise<UpgradeRequestView> {
    const userId = requireUserId(ctx);
    if (req?.requestedPlan !== 'premium') fail('VALIDATION', UPGRADE_MSG.onlyPremium, 'requestedPlan');
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: userId }, select: { id: true, role: true, plan: true } });
    if (!user) fail('UNAUTHORIZED', MSG.authRequired);
    if (user.role !== 'reseller') fail('FORBIDDEN', UPGRADE_MSG.onlyResellers);
    if (hasPremiumAccess(user.plan)) fail('VALIDATION', UPGRADE_MSG.alreadyPremium, 'requestedPlan');

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
    const view = await withTransaction(this.db, async (m) => {
      const request = await this.decide(m, req?.id, 'approved', actorId);
      // one month of premium, counted from the current expiry while that is still ahead
      const [user] = await returningRows<{ plan: string; plan_expires_at: Date }>(
        m,
        `UPDATE users
            SET plan = 'premium',
                plan_expires_at = GREATEST(COALESCE(plan_expires_at, now()), now()) + interval '1 month',
                updated_at = now()
          WHERE id = $1
          RETURNING plan, plan_expires_at`,
        [request.resellerId],
      );
      if (!user) fail('NOT_FOUND', MSG.userNotFound);
      const expiresAt = new Date(user.plan_expires_at).toISOString();
      await m.insert(AuditLogEntity, {
        actorId,
        action: PLAN_APPROVED_ACTION,
        targetUserId: request.resellerId,
        details: { requestId: request.id, fromPlan: request.currentPlan, toPlan: 'premium', expiresAt, correlationId: ctx.correlationId, ...(await this.linkFlag(m, actorId, request.resellerId)) },
      });
      await enqueueEvent(
        m,
        IdentityEvents.planUpgradedV1,
        { userId: request.resellerId, plan: 'premium', planName: planLabel('premium'), expiresAt, requestId: request.id } satisfies PlanUpgradedV1,
        { correlationId: ctx.correlationId },
      );
      return request;
    });
    this.nudgeOutbox();
    return view;
  }

  async reject(req: DecideUpgradeRequest, ctx: RequestContext): Promise<UpgradeRequestView> {
    const actorId = await this.staff.require(ctx, 'admin');
    return withTransaction(this.db, async (m) => {
      const request = await this.decide(m, req?.id, 'rejected', actorId);
      await m.insert(AuditLogEntity, {
        actorId,
        action: PLAN_REJECTED_ACTION,
        targetUserId: request.resellerId,
        details: { requestId: request.id, correlationId: ctx.correlationId, ...(await this.linkFlag(m, actorId, request.resellerId)) },
      });
      return request;
    });
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
