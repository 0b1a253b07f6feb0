import { IdentityEvents, IdentitySubjects, type UpgradeRequestView } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { Queue } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { expirePlans } from './plan-expiry';
import { PLAN_EXPIRY_EVERY_MS, PLAN_EXPIRY_QUEUE, PLAN_EXPIRY_SCHEDULER_ID, PlanExpiryScheduler } from './plan-expiry.scheduler';
import { UPGRADE_MSG } from './plan-upgrade-messages';

describe('plan upgrade requests (identity-service over NATS)', () => {
  let h: IdentityHarness;
  let adminCtx: { userId: string; role: 'admin' };

  const reseller = async () => {
    const s = await h.signup();
    return { userId: s.user.id, role: 'reseller' as const };
  };
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => h.service.dataSource.query(sql, params) as Promise<T[]>;

  beforeAll(async () => {
    h = await startIdentityHarness();
    const admin = await h.signup({ name: 'Admin' });
    await h.makeRole(admin.user.id, 'admin');
    adminCtx = { userId: admin.user.id, role: 'admin' };
  }, 60_000);
  afterAll(() => h?.close());

  it('20 concurrent requests from one user leave exactly one pending; the others get the spec message', async () => {
    const ctx = await reseller();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(19);
    for (const f of failed) expect(f.reason.error).toEqual({ code: 'CONFLICT', message: UPGRADE_MSG.alreadyPending });
    const rows = await q(`SELECT status, current_plan, requested_plan FROM plan_upgrade_requests WHERE reseller_id = $1`, [ctx.userId]);
    expect(rows).toEqual([{ status: 'pending', current_plan: 'free', requested_plan: 'premium' }]);
    expect(UPGRADE_MSG.alreadyPending).toBe('You already have a pending plan upgrade request. Please wait for admin approval.');
  });

  it('refuses a premium user, staff, anonymous callers and other plans', async () => {
    const ctx = await reseller();
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'elite' }, ctx)).toMatchObject({ code: 'VALIDATION' });
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = now() + interval '1 day' WHERE id = $1`, [ctx.userId]);
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx)).toMatchObject({
      code: 'VALIDATION',
      message: 'You already have premium access.',
    });
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, adminCtx)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, {})).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('approval gives premium for one month, writes the audit log and the plan_upgraded event; deciding twice conflicts', async () => {
    const ctx = await reseller();
    const created = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx);
    expect(created).toMatchObject({ resellerId: ctx.userId, status: 'pending', currentPlan: 'free', requestedPlan: 'premium', decidedAt: null });
    expect(created.resellerEmail).toMatch(/@example\.pk$/);

    // resellers cannot list or decide
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, ctx)).toMatchObject({ code: 'FORBIDDEN', message: MSG.adminRequired });
    expect(await h.callError(IdentitySubjects.listUpgradeRequests, { status: 'pending' }, ctx)).toMatchObject({ code: 'FORBIDDEN' });

    const pendingBefore = await h.call<number>(IdentitySubjects.countPendingUpgradeRequests, {}, adminCtx);
    const listed = await h.call<UpgradeRequestView[]>(IdentitySubjects.listUpgradeRequests, { status: 'pending' }, adminCtx);
    expect(listed.map((r) => r.id)).toContain(created.id);

    const before = Date.now();
    const approved = await h.call<UpgradeRequestView>(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx);
    expect(approved).toMatchObject({ id: created.id, status: 'approved', decidedBy: adminCtx.userId });
    expect(approved.decidedAt).not.toBeNull();
    expect(await h.call<number>(IdentitySubjects.countPendingUpgradeRequests, {}, adminCtx)).toBe(pendingBefore - 1);

    const [user] = await q<{ plan: string; plan_expires_at: Date }>(`SELECT plan, plan_expires_at FROM users WHERE id = $1`, [ctx.userId]);
    expect(user.plan).toBe('premium');
    const days = (new Date(user.plan_expires_at).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const audit = await q(`SELECT action, actor_id FROM audit_log WHERE target_user_id = $1`, [ctx.userId]);
    expect(audit).toEqual([{ action: 'plan_upgrade.approved', actor_id: adminCtx.userId }]);
    const events = await q<{ data: Record<string, unknown> }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2`, [
      IdentityEvents.planUpgradedV1,
      created.id,
    ]);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ userId: ctx.userId, plan: 'premium', planName: 'Premium', requestId: created.id });

    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx)).toEqual({
      code: 'CONFLICT',
      message: 'This request has already been decided.',
    });
    expect(await h.callError(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx)).toMatchObject({ code: 'CONFLICT' });
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: '00000000-0000-4000-8000-000000000000' }, adminCtx)).toMatchObject({
      code: 'NOT_FOUND',
    });
    // premium now: a new request is refused
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx)).toMatchObject({ code: 'VALIDATION' });
  });

  it('a second approval extends from the current expiry while it is still ahead', async () => {
    const ctx = await reseller();
    const future = new Date(Date.now() + 10 * 86_400_000);
    const created = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx);
    // e.g. a premium month still running from an earlier approval that a later job returned early
    await q(`UPDATE users SET plan_expires_at = $2 WHERE id = $1`, [ctx.userId, future]);
    await h.call(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx);
    const [user] = await q<{ plan_expires_at: Date }>(`SELECT plan_expires_at FROM users WHERE id = $1`, [ctx.userId]);
    const days = (new Date(user.plan_expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(37);
  });

  it('rejection leaves the plan alone, lets the user ask again, and concurrent decisions apply once', async () => {
    const ctx = await reseller();
    const created = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx);
    const results = await Promise.allSettled([
      h.call<UpgradeRequestView>(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx),
      h.call<UpgradeRequestView>(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx),
      h.call<UpgradeRequestView>(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await q<{ status: string }>(`SELECT status FROM plan_upgrade_requests WHERE id = $1`, [created.id]);
    const [user] = await q<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [ctx.userId]);
    expect(user.plan).toBe(row.status === 'approved' ? 'premium' : 'free');

    const rejectedList = await h.call<UpgradeRequestView[]>(IdentitySubjects.listUpgradeRequests, { status: 'rejected' }, adminCtx);
    expect(rejectedList.every((r) => r.status === 'rejected')).toBe(true);
    const all = await h.call<UpgradeRequestView[]>(IdentitySubjects.listUpgradeRequests, { status: 'all' }, adminCtx);
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await h.callError(IdentitySubjects.listUpgradeRequests, { status: 'bogus' }, adminCtx)).toMatchObject({ code: 'VALIDATION' });

    if (row.status === 'rejected') {
      const again = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx);
      expect(again.status).toBe('pending');
    }
  });

  it('the expiry job returns run-out premium plans to free once, with an expired event', async () => {
    const expired = await reseller();
    const running = await reseller();
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.userId]);
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = now() + interval '1 day' WHERE id = $1`, [running.userId]);

    const first = await expirePlans(h.service.dataSource);
    expect(first).toContain(expired.userId);
    expect(first).not.toContain(running.userId);
    expect(await expirePlans(h.service.dataSource)).not.toContain(expired.userId);

    const plans = await q<{ id: string; plan: string }>(`SELECT id, plan FROM users WHERE id = ANY($1::uuid[])`, [[expired.userId, running.userId]]);
    expect(Object.fromEntries(plans.map((p) => [p.id, p.plan]))).toEqual({ [expired.userId]: 'free', [running.userId]: 'premium' });
    const events = await q(`SELECT 1 FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planExpiredV1, expired.userId]);
    expect(events).toHaveLength(1);
  });

  it('registers the repeatable plan-expiry job every 10 minutes', async () => {
    const scheduler = h.service.app.get(PlanExpiryScheduler);
    expect(scheduler.queue?.name).toBe(PLAN_EXPIRY_QUEUE);
    const prefix = h.service.config.QUEUE_PREFIX as string;
    const queue = new Queue(PLAN_EXPIRY_QUEUE, { connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix });
    try {
      // the shared RepeatingJob registers its schedule in the background (boot does not wait for Redis)
      let schedulers = await queue.getJobSchedulers();
      for (let i = 0; i < 50 && schedulers.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        schedulers = await queue.getJobSchedulers();
      }
      expect(schedulers).toEqual([expect.objectContaining({ key: PLAN_EXPIRY_SCHEDULER_ID, every: PLAN_EXPIRY_EVERY_MS })]);
    } finally {
      await queue.close();
    }
  });
});
