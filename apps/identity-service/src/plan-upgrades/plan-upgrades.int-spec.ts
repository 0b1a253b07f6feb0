import { IdentityEvents, IdentitySubjects, premiumPaymentKey, WalletPaymentsSubjects, type UpgradeRequestView } from '@resellpk/contracts';
import { formatPKR, MSG, PREMIUM_PRICE_PAISA } from '@resellpk/domain';
import { startFakeService, type FakeService } from '@resellpk/backend-service-testing';
import { Queue } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { walletStandIn } from '../testing/wallet-stand-in';
import { expirePlans } from './plan-expiry';
import { remindPlansEnding } from './plan-reminders';
import { PLAN_EXPIRY_EVERY_MS, PLAN_EXPIRY_QUEUE, PLAN_EXPIRY_SCHEDULER_ID, PlanExpiryScheduler } from './plan-expiry.scheduler';
import { UPGRADE_MSG } from './plan-upgrade-messages';
import { PlanUpgradesService, REFUND_SETTLE_AFTER_MS } from './plan-upgrades.service';

describe('plan upgrade requests (identity-service over NATS)', () => {
  let h: IdentityHarness;
  let adminCtx: { userId: string; role: 'admin' };
  let wallet: ReturnType<typeof walletStandIn>;
  let fake: FakeService;

  /** a reseller whose wallet holds `balancePaisa` (Premium's price by default) */
  const reseller = async (balancePaisa = PREMIUM_PRICE_PAISA) => {
    const s = await h.signup();
    wallet.balances.set(s.user.id, balancePaisa);
    return { userId: s.user.id, role: 'reseller' as const };
  };
  const request = (ctx: { userId: string }) => h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx);
  const dueEvents = (requestId: string) =>
    q<{ data: Record<string, unknown> }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2 ORDER BY created_at`, [
      IdentityEvents.premiumPaymentDueV1,
      requestId,
    ]);
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => h.service.dataSource.query(sql, params) as Promise<T[]>;

  beforeAll(async () => {
    h = await startIdentityHarness();
    wallet = walletStandIn();
    fake = await startFakeService(h.nats, 'wallet-payments', wallet.handlers as never);
    const admin = await h.signup({ name: 'Admin' });
    await h.makeRole(admin.user.id, 'admin');
    adminCtx = { userId: admin.user.id, role: 'admin' };
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await h?.close();
  });

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
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = now() + interval '10 days' WHERE id = $1`, [ctx.userId]);
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx)).toMatchObject({
      code: 'VALIDATION',
      message: 'You already have premium access.',
    });
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, adminCtx)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, {})).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('approval takes Rs. 2,500 from the wallet and gives premium for 30 days, with the audit log and the plan_upgraded event; deciding twice conflicts', async () => {
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
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    // paid: one debit of the price under the request's key, recorded on the request
    expect(wallet.balances.get(ctx.userId)).toBe(0);
    expect(wallet.debitsOf(ctx.userId).map((d) => d.movement)).toEqual([
      expect.objectContaining({ amountPaisa: PREMIUM_PRICE_PAISA, key: premiumPaymentKey(created.id), type: 'plan_subscription' }),
    ]);
    expect(approved.paymentTransactionId).toBe(wallet.debitsOf(ctx.userId)[0].transactionId);

    const audit = await q<{ action: string; actor_id: string; details: Record<string, unknown> }>(`SELECT action, actor_id, details FROM audit_log WHERE target_user_id = $1`, [ctx.userId]);
    expect(audit).toEqual([{ action: 'plan_upgrade.approved', actor_id: adminCtx.userId, details: expect.objectContaining({ amountPaisa: PREMIUM_PRICE_PAISA, walletTransactionId: approved.paymentTransactionId }) }]);
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
    // premium now: a new request is refused until its last days
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, ctx)).toMatchObject({ code: 'VALIDATION' });
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
  });

  it('without the balance the approval is refused with what to top up, the request waits, and the reseller is told once per shortfall', async () => {
    const ctx = await reseller(1000_00);
    const created = await request(ctx);
    const refusal = await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx);
    expect(refusal).toEqual({ code: 'INSUFFICIENT_FUNDS', message: UPGRADE_MSG.walletShort(formatPKR(1000_00), formatPKR(PREMIUM_PRICE_PAISA), formatPKR(1500_00)) });
    expect(refusal.message).toBe("The reseller's wallet holds Rs. 1,000, and Premium costs Rs. 2,500. The request stays pending: the reseller has been asked to top up Rs. 1,500. Approve it again once they have.");
    // nothing moved, nothing decided
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(0);
    expect(wallet.balances.get(ctx.userId)).toBe(1000_00);
    const [row] = await q<{ status: string }>(`SELECT status FROM plan_upgrade_requests WHERE id = $1`, [created.id]);
    expect(row.status).toBe('pending');
    const [user] = await q<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [ctx.userId]);
    expect(user.plan).toBe('free');
    expect((await dueEvents(created.id)).map((e) => e.data)).toEqual([{ userId: ctx.userId, requestId: created.id, pricePaisa: PREMIUM_PRICE_PAISA, balancePaisa: 1000_00, shortPaisa: 1500_00 }]);

    // the same shortfall again: refused again, not told again; a new shortfall is told
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await dueEvents(created.id)).toHaveLength(1);
    wallet.balances.set(ctx.userId, 2000_00);
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await dueEvents(created.id)).map((e) => e.data.shortPaisa)).toEqual([1500_00, 500_00]);

    // topped up: the same request is approved and paid
    wallet.balances.set(ctx.userId, 2600_00);
    const approved = await h.call<UpgradeRequestView>(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx);
    expect(approved.status).toBe('approved');
    expect(wallet.balances.get(ctx.userId)).toBe(100_00);
  });

  it('20 concurrent approvals of one request charge it once and decide it once', async () => {
    const ctx = await reseller(5000_00);
    const created = await request(ctx);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => h.call<UpgradeRequestView>(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.error).toEqual({ code: 'CONFLICT', message: UPGRADE_MSG.alreadyDecided });
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
    expect(wallet.refundsOf(ctx.userId)).toHaveLength(0);
    expect(wallet.balances.get(ctx.userId)).toBe(2500_00);
    const events = await q(`SELECT 1 FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2`, [IdentityEvents.planUpgradedV1, created.id]);
    expect(events).toHaveLength(1);
  });

  it('approvals racing rejections: the money always follows the decision', async () => {
    for (let i = 0; i < 8; i++) {
      const ctx = await reseller(3000_00);
      const created = await request(ctx);
      await Promise.allSettled([
        h.call(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx),
        h.call(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx),
        h.call(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx),
      ]);
      const [row] = await q<{ status: string }>(`SELECT status FROM plan_upgrade_requests WHERE id = $1`, [created.id]);
      const [user] = await q<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [ctx.userId]);
      expect(row.status).not.toBe('pending');
      expect(user.plan).toBe(row.status === 'approved' ? 'premium' : 'free');
      expect(wallet.balances.get(ctx.userId)).toBe(row.status === 'approved' ? 500_00 : 3000_00);
      expect(wallet.debitsOf(ctx.userId).length).toBeLessThanOrEqual(1);
    }
  });

  it('a payment taken by an approval that stopped before deciding is paid back when the request is rejected', async () => {
    const ctx = await reseller(2500_00);
    const created = await request(ctx);
    // what an approver that crashed after the wallet answered leaves behind: paid, still pending
    wallet.handlers[WalletPaymentsSubjects.payPremium]({ userId: ctx.userId, amountPaisa: PREMIUM_PRICE_PAISA, key: premiumPaymentKey(created.id), type: 'plan_subscription', description: 'Premium plan (30 days)' });
    expect(wallet.balances.get(ctx.userId)).toBe(0);
    await h.call(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx);
    expect(wallet.balances.get(ctx.userId)).toBe(2500_00);
    expect(wallet.refundsOf(ctx.userId)).toHaveLength(1);
    // a payment that lands after the rejection asked (an approver stopped before paying back): the
    // job pays it back once the rejection is older than any payment still on its way, once
    const late = await reseller(2500_00);
    const third = await request(late);
    await h.call(IdentitySubjects.rejectUpgradeRequest, { id: third.id }, adminCtx);
    wallet.handlers[WalletPaymentsSubjects.payPremium]({ userId: late.userId, amountPaisa: PREMIUM_PRICE_PAISA, key: premiumPaymentKey(third.id), type: 'plan_subscription', description: 'Premium plan (30 days)' });
    const upgrades = h.service.app.get(PlanUpgradesService);
    const settledNow = await upgrades.settleRejected();
    expect(wallet.balances.get(late.userId)).toBe(0);
    const later = new Date(Date.now() + REFUND_SETTLE_AFTER_MS + 1000);
    expect(await upgrades.settleRejected(later)).toBeGreaterThan(settledNow);
    expect(wallet.balances.get(late.userId)).toBe(2500_00);
    expect(wallet.refundsOf(late.userId)).toHaveLength(1);
    const [checked] = await q<{ refund_checked_at: Date | null }>(`SELECT refund_checked_at FROM plan_upgrade_requests WHERE id = $1`, [third.id]);
    expect(checked.refund_checked_at).not.toBeNull();
    await upgrades.settleRejected(later);
    expect(wallet.refundsOf(late.userId)).toHaveLength(1);

    // a rejection with nothing taken moves nothing
    const other = await reseller(2500_00);
    const second = await request(other);
    await h.call(IdentitySubjects.rejectUpgradeRequest, { id: second.id }, adminCtx);
    expect(wallet.refundsOf(other.userId)).toHaveLength(0);
    expect(wallet.balances.get(other.userId)).toBe(2500_00);
  });

  it('a Premium in its last 3 days may be renewed; the renewal adds 30 days to its end', async () => {
    const ctx = await reseller(2500_00);
    const ends = new Date(Date.now() + 2 * 86_400_000);
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = $2 WHERE id = $1`, [ctx.userId, ends]);
    const created = await request(ctx);
    await h.call(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx);
    const [user] = await q<{ plan_expires_at: Date }>(`SELECT plan_expires_at FROM users WHERE id = $1`, [ctx.userId]);
    expect(Math.round((new Date(user.plan_expires_at).getTime() - ends.getTime()) / 86_400_000)).toBe(30);
    // a partner plan is not renewed here
    const partner = await reseller();
    await q(`UPDATE users SET plan = 'starter', plan_expires_at = $2 WHERE id = $1`, [partner.userId, ends]);
    expect(await h.callError(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, partner)).toMatchObject({ code: 'VALIDATION', message: UPGRADE_MSG.alreadyPremium });
  });

  it('a requester who started a partner plan since asking is not charged: staff are told to reject', async () => {
    const ctx = await reseller(5000_00);
    const created = await request(ctx);
    await q(`UPDATE users SET plan = 'pro', plan_expires_at = now() + interval '100 days' WHERE id = $1`, [ctx.userId]);
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, adminCtx)).toEqual({ code: 'CONFLICT', message: UPGRADE_MSG.noLongerEligible('Pro') });
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(0);
    const [user] = await q<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [ctx.userId]);
    expect(user.plan).toBe('pro');
    expect((await h.call<UpgradeRequestView>(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, adminCtx)).status).toBe('rejected');
  });

  it('reminds a paid plan 3 days before its end, once per end date', async () => {
    const soon = await reseller();
    const later = await reseller();
    const now = new Date();
    await q(`UPDATE users SET plan = 'premium', plan_expires_at = $2 WHERE id = $1`, [soon.userId, new Date(now.getTime() + 2.5 * 86_400_000)]);
    await q(`UPDATE users SET plan = 'pro', plan_expires_at = $2 WHERE id = $1`, [later.userId, new Date(now.getTime() + 5 * 86_400_000)]);
    const reminded = await remindPlansEnding(h.service.dataSource, now);
    expect(reminded).toContain(soon.userId);
    expect(reminded).not.toContain(later.userId);
    expect(await remindPlansEnding(h.service.dataSource, now)).not.toContain(soon.userId);
    const ending = (userId: string) => q<{ data: Record<string, unknown> }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planEndingV1, userId]);
    expect((await ending(soon.userId)).map((e) => e.data)).toEqual([expect.objectContaining({ userId: soon.userId, plan: 'premium', planName: 'Premium' })]);
    // two days on, the Pro plan is due too, and a renewed Premium (a new end date) is reminded again
    await q(`UPDATE users SET plan_expires_at = plan_expires_at + interval '30 days' WHERE id = $1`, [soon.userId]);
    const twoDaysOn = new Date(now.getTime() + 2 * 86_400_000);
    expect(await remindPlansEnding(h.service.dataSource, twoDaysOn)).toEqual(expect.arrayContaining([later.userId]));
    expect((await ending(later.userId)).map((e) => e.data.planName)).toEqual(['Pro']);
    expect(await remindPlansEnding(h.service.dataSource, new Date(now.getTime() + 30 * 86_400_000))).toContain(soon.userId);
    expect(await ending(soon.userId)).toHaveLength(2);
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
