import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats, ensureStream, NatsRpcClient, ServiceFailure } from '@resellpk/backend-messaging';
import { publishTestEvent, startFakeService, type FakeService } from '@resellpk/backend-service-testing';
import {
  durableNameOf,
  IdentityEvents,
  IdentitySubjects,
  inboxPrefixOf,
  OrdersEvents,
  SERVICES,
  streamSubjectsOf,
  WalletPaymentsEvents,
  type AllowanceRelease,
  type AllowanceUse,
  type MySubscription,
  type OrderStatus,
  type PricingPlan,
  type PaymentRequestApprovedV1,
  type RequestContext,
  type SubscribeResult,
  type SubscriptionView,
} from '@resellpk/contracts';
import { PARTNER_MSG } from '@resellpk/domain';
import { expirePlans } from '../plan-upgrades/plan-expiry';
import { eventually, startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { walletStandIn } from '../testing/wallet-stand-in';
import { walletKeyOf } from './subscriptions.service';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `28-Nov-2026`: the day in Pakistan (UTC+5 all year), as every text shows a date (PRODUCT.md). */
function pakistanDay(iso: string): string {
  const pk = new Date(Date.parse(iso) + 5 * 3600_000);
  return `${String(pk.getUTCDate()).padStart(2, '0')}-${MONTHS[pk.getUTCMonth()]}-${pk.getUTCFullYear()}`;
}

describe('partner plans paid from the wallet (identity-service over NATS)', () => {
  let h: IdentityHarness;
  let wallet: ReturnType<typeof walletStandIn>;
  let fake: FakeService;
  let walletNc: NatsConnection;
  let orders: NatsRpcClient;
  let ordersNc: NatsConnection;

  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => h.service.dataSource.query(sql, params) as Promise<T[]>;
  const reseller = async () => {
    const s = await h.signup();
    return { userId: s.user.id, role: 'reseller' as const };
  };
  const subscribe = (ctx: Partial<RequestContext>, planType = 'starter') => h.call<SubscribeResult>(IdentitySubjects.subscribe, { planType }, ctx);
  const approved = (userId: string, opts: { id?: string; msgId?: string } = {}) =>
    publishTestEvent(
      walletNc,
      WalletPaymentsEvents.paymentRequestApprovedV1,
      {
        requestId: randomUUID(),
        userId,
        chatRoomId: randomUUID(),
        referenceCode: 'TOP-TEST01',
        amountPaisa: 1500_00,
        transactionId: randomUUID(),
        approvedBy: randomUUID(),
        approvedAt: new Date().toISOString(),
      } satisfies PaymentRequestApprovedV1,
      { envelope: opts.id ? { id: opts.id } : undefined, msgId: opts.msgId },
    );
  const drained = async () => {
    const jsm = await walletNc.jetstreamManager();
    await eventually(async () => {
      const info = await jsm.consumers.info(SERVICES.walletPayments.stream, durableNameOf('identity', WalletPaymentsEvents.paymentRequestApprovedV1));
      return info.num_pending === 0 && info.num_ack_pending === 0;
    }, 20_000, 'the approval to be consumed');
  };
  const useAllowance = (data: { userId: string; orderId: string; amountPaisa: number }) =>
    orders.request<AllowanceUse>(IdentitySubjects.useAllowance, { correlationId: `t-${randomUUID()}` }, data, { timeoutMs: 10_000 });
  const releaseAllowance = (orderId: string) => orders.request<AllowanceRelease>(IdentitySubjects.releaseAllowance, { correlationId: `t-${randomUUID()}` }, { orderId }, { timeoutMs: 10_000 });
  const errorOf = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof ServiceFailure) return e.error;
      throw e;
    }
    throw new Error('expected a failure');
  };
  const planExpiredEvents = (userId: string) =>
    q<{ data: unknown }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planExpiredV1, userId]);
  const user = async (id: string) => (await q<{ plan: string; plan_expires_at: Date | null }>(`SELECT plan, plan_expires_at FROM users WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    h = await startIdentityHarness();
    wallet = walletStandIn();
    fake = await startFakeService(h.nats, 'wallet-payments', wallet.handlers as never);
    // wallet-payments' stream, as it makes it when it boots: identity's consumer starts on it
    walletNc = await connectNats(h.nats.url, 'wallet-stand-in', h.nats.superuser);
    await ensureStream(walletNc, { name: SERVICES.walletPayments.stream, subjects: streamSubjectsOf('wallet-payments') });
    // orders' stream too: identity gives the allowance back on a cancelled or returned order
    await ensureStream(walletNc, { name: SERVICES.orders.stream, subjects: streamSubjectsOf('orders') });
    ordersNc = await connectNats(h.nats.url, 'orders-stand-in', { ...h.nats.credentials('orders'), inboxPrefix: inboxPrefixOf('orders') });
    orders = new NatsRpcClient(ordersNc, inboxPrefixOf('orders'));
    await h.service.consumersReady;
  }, 60_000);
  afterAll(async () => {
    await ordersNc?.close().catch(() => undefined);
    await walletNc?.close().catch(() => undefined);
    await fake?.close();
    await h?.close();
  });

  it('two Subscribe Now at once with enough balance: one debit, one active plan with its end date, allowance and event', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 2000_00);
    const results = await Promise.allSettled([subscribe(ctx), subscribe(ctx), subscribe(ctx)]);
    const ok = results.filter((r): r is PromiseFulfilledResult<SubscribeResult> => r.status === 'fulfilled').map((r) => r.value);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r).toMatchObject({ outcome: 'active' });
    expect(new Set(ok.map((r) => r.subscription.id)).size).toBe(1);

    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
    expect(wallet.debitsOf(ctx.userId)[0].movement).toMatchObject({ amountPaisa: 1500_00, type: 'plan_subscription', key: walletKeyOf(ok[0].subscription.id) });
    expect(wallet.balances.get(ctx.userId)).toBe(500_00);

    const subs = await q<{ status: string }>(`SELECT status FROM subscriptions WHERE user_id = $1`, [ctx.userId]);
    expect(subs).toEqual([{ status: 'active' }]);
    const sub = ok[0].subscription;
    expect(sub).toMatchObject({ planType: 'starter', planName: 'Starter', amountPaidPaisa: 1500_00, coinsGranted: 50_000, allowanceUsedPaisa: 0, allowanceLeftPaisa: 50_000_00, status: 'active' });
    const days = (new Date(sub.endDate as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const u = await user(ctx.userId);
    expect(u.plan).toBe('starter');
    expect(new Date(u.plan_expires_at as Date).toISOString()).toBe(sub.endDate);
    const events = await q<{ data: Record<string, unknown> }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planUpgradedV1, ctx.userId]);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ plan: 'starter', planName: 'Starter', subscriptionId: sub.id, expiresAt: sub.endDate });

    // the running plan is reported; another Subscribe is refused plainly and charges nothing
    const mine = await h.call<MySubscription>(IdentitySubjects.mySubscription, {}, ctx);
    expect(mine).toEqual({ active: sub, pending: null });
    expect(await h.callError(IdentitySubjects.subscribe, { planType: 'pro' }, ctx)).toMatchObject({ code: 'CONFLICT', message: `Your Starter plan is already active until ${pakistanDay(sub.endDate as string)}.` });
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
  });

  it('without enough balance: pending, nothing charged; the approved top-up activates it once; a redelivered or second approval changes nothing', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 1200_00);
    const first = await subscribe(ctx, 'pro');
    expect(first).toMatchObject({ outcome: 'awaiting_funds', subscription: { status: 'pending', planName: 'Pro', amountPaidPaisa: 3000_00, endDate: null } });
    // the same plan again reuses the pending one; another plan is refused clearly
    expect((await subscribe(ctx, 'pro')).subscription.id).toBe(first.subscription.id);
    expect(await h.callError(IdentitySubjects.subscribe, { planType: 'elite' }, ctx)).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.otherPending('Pro') });
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(0);
    expect((await user(ctx.userId)).plan).toBe('free');

    // an approval that still leaves the wallet short: nothing happens
    await approved(ctx.userId);
    await drained();
    expect((await q(`SELECT status FROM subscriptions WHERE id = $1`, [first.subscription.id]))[0]).toEqual({ status: 'pending' });

    // the top-up of the missing amount is approved (the wallet credited it first)
    wallet.balances.set(ctx.userId, 3000_00);
    const env = await approved(ctx.userId);
    await drained();
    const [row] = await q<{ status: string }>(`SELECT status FROM subscriptions WHERE id = $1`, [first.subscription.id]);
    expect(row.status).toBe('active');
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
    expect(wallet.balances.get(ctx.userId)).toBe(0);
    expect((await user(ctx.userId)).plan).toBe('pro');

    // the same event again past the duplicate window, and a later approval of another top-up
    wallet.balances.set(ctx.userId, 3000_00);
    await approved(ctx.userId, { id: env.id, msgId: randomUUID() });
    await approved(ctx.userId);
    await drained();
    expect(wallet.debitsOf(ctx.userId)).toHaveLength(1);
    expect(wallet.balances.get(ctx.userId)).toBe(3000_00);
    expect(await q(`SELECT status FROM subscriptions WHERE user_id = $1`, [ctx.userId])).toEqual([{ status: 'active' }]);
    const events = await q(`SELECT 1 FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planUpgradedV1, ctx.userId]);
    expect(events).toHaveLength(1);
  });

  it("another user's subscription answers NOT_FOUND (get and cancel); the owner may cancel a pending one", async () => {
    const owner = await reseller();
    const other = await reseller();
    const { subscription } = await subscribe(owner, 'elite');
    expect(await h.callError(IdentitySubjects.getSubscription, { id: subscription.id }, other)).toEqual({ code: 'NOT_FOUND', message: PARTNER_MSG.notFound });
    expect(await h.callError(IdentitySubjects.cancelSubscription, { id: subscription.id }, other)).toEqual({ code: 'NOT_FOUND', message: PARTNER_MSG.notFound });
    expect(await h.callError(IdentitySubjects.getSubscription, { id: 'nope' }, owner)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.call<SubscriptionView>(IdentitySubjects.getSubscription, { id: subscription.id }, owner)).status).toBe('pending');
    expect((await h.call<SubscriptionView>(IdentitySubjects.cancelSubscription, { id: subscription.id }, owner)).status).toBe('cancelled');
    expect(await h.callError(IdentitySubjects.cancelSubscription, { id: subscription.id }, owner)).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.notPending });
    // an approval after the cancellation activates nothing
    wallet.balances.set(owner.userId, 9000_00);
    await approved(owner.userId);
    await drained();
    expect(wallet.debitsOf(owner.userId)).toHaveLength(0);
  });

  it('refuses unknown plans, staff and anonymous callers', async () => {
    const ctx = await reseller();
    expect(await h.callError(IdentitySubjects.subscribe, { planType: 'premium' }, ctx)).toEqual({ code: 'VALIDATION', message: PARTNER_MSG.unknownPlan, field: 'planType' });
    expect(await h.callError(IdentitySubjects.subscribe, { planType: 'starter' }, {})).toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = await h.signup();
    await h.makeRole(admin.user.id, 'admin');
    expect(await h.callError(IdentitySubjects.subscribe, { planType: 'starter' }, { userId: admin.user.id, role: 'admin' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await q(`SELECT 1 FROM subscriptions WHERE user_id = ANY($1::uuid[])`, [[ctx.userId, admin.user.id]])).toHaveLength(0);
  });

  it('the wholesale allowance: used once per order, never below 0 under concurrency, given back once; refused without a plan', async () => {
    const ctx = await reseller();
    const noPlan = await reseller();
    expect(await errorOf(useAllowance({ userId: noPlan.userId, orderId: randomUUID(), amountPaisa: 100 }))).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.noActivePlan });
    wallet.balances.set(ctx.userId, 1500_00);
    await subscribe(ctx, 'starter');

    // 60 orders of Rs. 1,000 each at once against 50,000: exactly 50 fit; the 50th ends the plan
    // (the rest find no plan), with one plan-expired event
    const orderIds = Array.from({ length: 60 }, () => randomUUID());
    const outcomes = await Promise.allSettled(orderIds.map((orderId) => useAllowance({ userId: ctx.userId, orderId, amountPaisa: 1000_00 })));
    const used = outcomes.filter((o): o is PromiseFulfilledResult<AllowanceUse> => o.status === 'fulfilled');
    expect(used).toHaveLength(50);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as ServiceFailure).error).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.noActivePlan });
    const [sub] = await q<{ allowance_used: string; status: string }>(`SELECT allowance_used, status FROM subscriptions WHERE user_id = $1`, [ctx.userId]);
    expect(sub).toEqual({ allowance_used: String(50_000_00), status: 'expired' });
    expect(await planExpiredEvents(ctx.userId)).toHaveLength(1);

    // the same order again (a retry, twice at once) changes nothing and answers the first use
    const firstOrder = used[0].value.orderId;
    const again = await Promise.all([0, 1].map(() => useAllowance({ userId: ctx.userId, orderId: firstOrder, amountPaisa: 1000_00 })));
    for (const a of again) expect(a).toMatchObject({ applied: false, allowanceLeftPaisa: 0 });
    expect(await errorOf(useAllowance({ userId: ctx.userId, orderId: firstOrder, amountPaisa: 999 }))).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.allowanceKeyReused });

    // a cancelled order gives its allowance back once, however often it is asked
    const releases = await Promise.all([0, 1, 2].map(() => releaseAllowance(firstOrder)));
    expect(releases.filter((r) => r.released)).toEqual([{ orderId: firstOrder, released: true, amountPaisa: 1000_00 }]);
    expect(await releaseAllowance(randomUUID())).toMatchObject({ released: false, amountPaisa: 0 });
    // given back to the ended plan's record; the plan stays ended
    const mine = await h.call<MySubscription>(IdentitySubjects.mySubscription, {}, ctx);
    expect(mine.active).toBeNull();
    expect(await q(`SELECT allowance_used, status FROM subscriptions WHERE user_id = $1`, [ctx.userId])).toEqual([{ allowance_used: String(49_000_00), status: 'expired' }]);

    expect(await errorOf(useAllowance({ userId: ctx.userId, orderId: randomUUID(), amountPaisa: 0 }))).toMatchObject({ code: 'VALIDATION', field: 'amountPaisa' });
    expect(await errorOf(useAllowance({ userId: 'x', orderId: randomUUID(), amountPaisa: 1 }))).toMatchObject({ code: 'VALIDATION', field: 'userId' });
  });

  it('a cancelled order gives its allowance back once (the event redelivered, then returned too); pricingPlanOf says what is left', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 1500_00);
    await subscribe(ctx, 'starter');
    const planOf = () => orders.request<PricingPlan>(IdentitySubjects.pricingPlanOf, { correlationId: `t-${randomUUID()}` }, { userId: ctx.userId }, { timeoutMs: 10_000 });
    expect(await planOf()).toEqual({ userId: ctx.userId, plan: 'starter', premiumAccess: true, allowanceLeftPaisa: 50_000_00 });
    const orderId = randomUUID();
    await useAllowance({ userId: ctx.userId, orderId, amountPaisa: 500_00 });
    const other = randomUUID();
    await useAllowance({ userId: ctx.userId, orderId: other, amountPaisa: 200_00 });
    expect((await planOf()).allowanceLeftPaisa).toBe(49_300_00);

    const statusChanged = (id: string, from: OrderStatus, to: OrderStatus, envelopeId = randomUUID()) =>
      publishTestEvent(
        walletNc,
        OrdersEvents.orderStatusChangedV1,
        { orderId: id, userId: ctx.userId, from, to, totalAmountPaisa: 1, totalProfitPaisa: 0, coinsSpent: '0.0000', customerName: 'A', courier: null, trackingId: null, trackingLink: null, note: null, at: new Date().toISOString() },
        { envelope: { id: envelopeId }, msgId: randomUUID() },
      );
    const consumed = async () => {
      const jsm = await walletNc.jetstreamManager();
      await eventually(async () => {
        const info = await jsm.consumers.info(SERVICES.orders.stream, durableNameOf('identity', OrdersEvents.orderStatusChangedV1));
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, 20_000, 'the status change to be consumed');
    };
    // shipped gives nothing back
    await statusChanged(orderId, 'processing', 'shipped');
    await consumed();
    expect((await planOf()).allowanceLeftPaisa).toBe(49_300_00);
    // cancelled, delivered twice (same envelope), then a late 'returned' of the same order: given back once
    const envelopeId = randomUUID();
    await statusChanged(orderId, 'processing', 'cancelled', envelopeId);
    await statusChanged(orderId, 'processing', 'cancelled', envelopeId);
    await statusChanged(orderId, 'shipped', 'returned');
    await consumed();
    expect((await planOf()).allowanceLeftPaisa).toBe(49_800_00);
    const [use] = await q<{ released_at: Date | null }>(`SELECT released_at FROM allowance_uses WHERE order_id = $1`, [orderId]);
    expect(use.released_at).not.toBeNull();
    // the other order keeps its share; an order that used nothing changes nothing
    await statusChanged(randomUUID(), 'processing', 'cancelled');
    await consumed();
    expect((await planOf()).allowanceLeftPaisa).toBe(49_800_00);
  });

  it('Elite is unlimited; the gateway may not use the allowance (NATS permissions)', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 5000_00);
    expect((await subscribe(ctx, 'elite')).subscription).toMatchObject({ coinsGranted: 0, allowanceLeftPaisa: null, status: 'active' });
    const use = await useAllowance({ userId: ctx.userId, orderId: randomUUID(), amountPaisa: 10_000_000_00 });
    expect(use).toMatchObject({ applied: true, allowanceLeftPaisa: null });
    await expect(h.call(IdentitySubjects.useAllowance, { userId: ctx.userId, orderId: randomUUID(), amountPaisa: 1 }, ctx)).rejects.toThrow();
  });

  it('the expiry job ends a partner plan at its end date and one whose allowance is used up, once each', async () => {
    const timeUp = await reseller();
    const usedUp = await reseller();
    const running = await reseller();
    for (const c of [timeUp, usedUp, running]) {
      wallet.balances.set(c.userId, 1500_00);
      await subscribe(c, 'starter');
    }
    await q(`UPDATE subscriptions SET end_date = now() - interval '1 minute' WHERE user_id = $1`, [timeUp.userId]);
    await q(`UPDATE users SET plan_expires_at = now() - interval '1 minute' WHERE id = $1`, [timeUp.userId]);
    // used up without the order path ending it (rows from before it did): the job ends it
    await q(`UPDATE subscriptions SET allowance_used = coins_granted * 100 WHERE user_id = $1`, [usedUp.userId]);

    const first = await expirePlans(h.service.dataSource);
    expect(first).toEqual(expect.arrayContaining([timeUp.userId, usedUp.userId]));
    expect(first).not.toContain(running.userId);
    expect(await expirePlans(h.service.dataSource)).not.toEqual(expect.arrayContaining([timeUp.userId]));

    for (const c of [timeUp, usedUp]) {
      expect((await user(c.userId)).plan).toBe('free');
      expect(await q(`SELECT status FROM subscriptions WHERE user_id = $1`, [c.userId])).toEqual([{ status: 'expired' }]);
      const events = await q<{ data: unknown }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.planExpiredV1, c.userId]);
      expect(events).toEqual([{ data: { userId: c.userId, previousPlan: 'starter' } }]);
    }
    expect((await user(running.userId)).plan).toBe('starter');
    // after the end a new plan may be bought
    wallet.balances.set(timeUp.userId, 1500_00);
    expect((await subscribe(timeUp, 'starter')).outcome).toBe('active');
  });
  it('the order that uses up a Starter allowance ends the plan in its transaction: racing orders, one end, one event; a later cancel does not bring it back', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 1500_00);
    await subscribe(ctx, 'starter');
    const planOf = () => orders.request<PricingPlan>(IdentitySubjects.pricingPlanOf, { correlationId: `t-${randomUUID()}` }, { userId: ctx.userId }, { timeoutMs: 10_000 });
    await useAllowance({ userId: ctx.userId, orderId: randomUUID(), amountPaisa: 49_000_00 });
    // Rs. 1,000 left and not ended: anything above 0 may still price a line at wholesale
    expect(await planOf()).toMatchObject({ plan: 'starter', allowanceLeftPaisa: 1000_00 });
    expect(await planExpiredEvents(ctx.userId)).toHaveLength(0);

    // eight orders of Rs. 1,000 at once, and the expiry job racing them: one uses the rest and ends the plan
    const orderIds = Array.from({ length: 8 }, () => randomUUID());
    const [outcomes] = await Promise.all([
      Promise.allSettled(orderIds.map((orderId) => useAllowance({ userId: ctx.userId, orderId, amountPaisa: 1000_00 }))),
      expirePlans(h.service.dataSource),
    ]);
    const won = outcomes.filter((o): o is PromiseFulfilledResult<AllowanceUse> => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(won[0].value).toMatchObject({ applied: true, allowanceLeftPaisa: 0 });
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as ServiceFailure).error).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.noActivePlan });

    expect(await q(`SELECT status, allowance_used FROM subscriptions WHERE user_id = $1`, [ctx.userId])).toEqual([{ status: 'expired', allowance_used: String(50_000_00) }]);
    expect((await user(ctx.userId)).plan).toBe('free');
    expect(await planOf()).toMatchObject({ plan: 'free', premiumAccess: false, allowanceLeftPaisa: null });
    expect(await planExpiredEvents(ctx.userId)).toEqual([{ data: { userId: ctx.userId, previousPlan: 'starter' } }]);
    expect(await q(`SELECT details->>'by' AS by FROM audit_log WHERE action = 'plan.expired' AND target_user_id = $1`, [ctx.userId])).toEqual([{ by: 'identity-allowance-used-up' }]);
    // the job afterwards finds nothing to end
    expect(await expirePlans(h.service.dataSource)).not.toContain(ctx.userId);

    // the order that ended it is cancelled: the amount goes back on the ended plan's record, the plan stays ended
    expect(await releaseAllowance(won[0].value.orderId)).toMatchObject({ released: true, amountPaisa: 1000_00 });
    expect(await q(`SELECT status, allowance_used FROM subscriptions WHERE user_id = $1`, [ctx.userId])).toEqual([{ status: 'expired', allowance_used: String(49_000_00) }]);
    expect(await expirePlans(h.service.dataSource)).not.toContain(ctx.userId);
    expect((await user(ctx.userId)).plan).toBe('free');
    expect((await h.call<MySubscription>(IdentitySubjects.mySubscription, {}, ctx)).active).toBeNull();
    expect(await planExpiredEvents(ctx.userId)).toHaveLength(1);
    // a new plan starts with its own full allowance
    wallet.balances.set(ctx.userId, 1500_00);
    expect((await subscribe(ctx, 'starter')).subscription).toMatchObject({ status: 'active', allowanceLeftPaisa: 50_000_00 });
  });

  it('releaseAllowance for an order never seen leaves a tombstone: a late useAllowance for it is refused, as is one for an order given back', async () => {
    const ctx = await reseller();
    wallet.balances.set(ctx.userId, 1500_00);
    await subscribe(ctx, 'starter');
    const late = randomUUID();
    expect(await releaseAllowance(late)).toEqual({ orderId: late, released: false, amountPaisa: 0 });
    // the compensation may run twice (request and recovery job): still one tombstone, nothing released
    expect(await releaseAllowance(late)).toEqual({ orderId: late, released: false, amountPaisa: 0 });
    expect(await errorOf(useAllowance({ userId: ctx.userId, orderId: late, amountPaisa: 300_00 }))).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.allowanceReleased });
    expect(await q(`SELECT subscription_id, user_id, amount FROM allowance_uses WHERE order_id = $1`, [late])).toEqual([{ subscription_id: null, user_id: null, amount: '0' }]);

    const undone = randomUUID();
    await useAllowance({ userId: ctx.userId, orderId: undone, amountPaisa: 300_00 });
    await releaseAllowance(undone);
    expect(await errorOf(useAllowance({ userId: ctx.userId, orderId: undone, amountPaisa: 300_00 }))).toEqual({ code: 'CONFLICT', message: PARTNER_MSG.allowanceReleased });
    const mine = await h.call<MySubscription>(IdentitySubjects.mySubscription, {}, ctx);
    expect(mine.active?.allowanceLeftPaisa).toBe(50_000_00);
  });
});
