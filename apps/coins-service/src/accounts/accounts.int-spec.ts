import { randomUUID } from 'node:crypto';
import { connectNats, NatsRpcClient } from '@resellpk/backend-messaging';
import { eventually } from '@resellpk/backend-testing';
import { CoinsSubjects, durableNameOf, IdentityEvents, SERVICES, type CoinAccountView, type CoinTransactionPage, type ReferralCodeOwner, type ReferralView } from '@resellpk/contracts';
import { COIN_MSG, MSG } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

describe('coin accounts from identity.user.registered.v1', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  const durable = durableNameOf('coins', IdentityEvents.userRegisteredV1);
  const drained = async () => {
    const info = await (await t.identity.jetstreamManager()).consumers.info(SERVICES.identity.stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  };

  it('opens the account with the 1,000-coin welcome bonus, a referral code and a ledger that adds up', async () => {
    const { userId, ctx } = await t.newUser();
    const account = await t.h.call<CoinAccountView>(CoinsSubjects.getAccount, {}, ctx);
    expect(account).toMatchObject({ userId, balance: '1000.0000', totalEarned: '1000.0000', totalSpent: '0.0000', miningRatePerHour: 5, firstPurchaseBonusAvailable: true });
    const page = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, {}, ctx);
    expect(page.items).toEqual([expect.objectContaining({ type: 'signup_bonus', amount: '1000.0000', description: COIN_MSG.welcomeBonus })]);
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', ledgerSum: '1000.0000', rows: 1 });
    const referral = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, ctx);
    expect(referral).toEqual({ code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/), referredCount: 0 });
  });

  it('gives the bonus once when the event is redelivered, also after a NATS restart', async () => {
    const userId = randomUUID();
    const data = { userId, email: 'again@test.pk', name: 'Again', referralCode: null };
    const first = await t.publishRegistered(data);
    await eventually(async () => (await t.books(userId))?.balance === '1000.0000', 20_000, 'the account');
    // the same event again with a new message id (a relay crash past the duplicate window)
    await t.publishRegistered(data, { id: first.id }, randomUUID());
    // and a second registration event for the same user (a distinct event id): still one bonus
    await t.publishRegistered(data);
    await eventually(drained, 20_000, 'the consumer to drain');

    // NATS goes down and comes back; the same event is published once more
    await t.h.restartNats();
    await eventually(async () => {
      try {
        await t.publishRegistered(data, { id: first.id }, randomUUID());
        return true;
      } catch {
        return false;
      }
    }, 30_000, 'NATS back');
    await eventually(drained, 30_000, 'the consumer to drain after the restart');
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', totalEarned: '1000.0000', ledgerSum: '1000.0000', rows: 1 });
    const [inbox] = await t.h.service.dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durable, first.id]);
    expect(inbox.n).toBe(1);
  });

  it('links the referrer of a known code; identity can look a code up, an unknown one is refused', async () => {
    const referrer = await t.newUser();
    const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
    const referred = await t.newUser(code.toLowerCase());
    const [row] = await t.h.service.dataSource.query(`SELECT referred_by FROM discount_coins WHERE user_id = $1`, [referred.userId]);
    expect(row.referred_by).toBe(referrer.userId);
    expect(await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx)).toEqual({ code, referredCount: 1 });

    // identity's view of the lookup (NATS lets only identity call it)
    const nc = await connectNats(t.h.nats.url, 'identity-lookup', { ...t.h.nats.credentials('identity'), inboxPrefix: '_INBOX_identity' });
    try {
      const rpc = new NatsRpcClient(nc, '_INBOX_identity');
      expect(await rpc.request<ReferralCodeOwner>(CoinsSubjects.lookupReferralCode, { correlationId: 't' }, { code: ` ${code.toLowerCase()} ` })).toEqual({ userId: referrer.userId, code });
      await expect(rpc.request(CoinsSubjects.lookupReferralCode, { correlationId: 't' }, { code: 'ZZZZZZZZ' })).rejects.toMatchObject({
        error: { code: 'NOT_FOUND', message: COIN_MSG.unknownReferralCode, field: 'referralCode' },
      });
    } finally {
      await nc.close();
    }
    // the gateway may not call it
    expect((await t.h.callError(CoinsSubjects.lookupReferralCode, { code }, referrer.ctx)).code).toBe('INTERNAL');
    // the gateway's public check answers the code as stored, never its owner
    expect(await t.h.call(CoinsSubjects.checkReferralCode, { code: code.toLowerCase() }, {})).toEqual({ code });
    expect(await t.h.callError(CoinsSubjects.checkReferralCode, { code: 'ZZZZZZZZ' }, {})).toEqual({
      code: 'NOT_FOUND',
      message: COIN_MSG.unknownReferralCode,
      field: 'referralCode',
    });
  });

  it('answers NOT_FOUND while the account is not open yet, and 401 without a user', async () => {
    expect(await t.h.callError(CoinsSubjects.getAccount, {}, { userId: randomUUID(), role: 'reseller' })).toEqual({ code: 'NOT_FOUND', message: COIN_MSG.accountNotReady });
    expect((await t.h.callError(CoinsSubjects.getAccount, {}, {})).code).toBe('UNAUTHORIZED');
  });

  it('pages the history newest first with a cursor', async () => {
    const { userId, ctx } = await t.newUser();
    // a few rows with distinct times: refunds of spends
    for (let i = 0; i < 3; i++) {
      const orderId = randomUUID();
      await t.asOrders(CoinsSubjects.spend, { userId, orderId, amount: `${i + 1}.5` });
    }
    const first = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, { limit: 2 }, ctx);
    expect(first.items.map((r) => r.amount)).toEqual(['-3.5000', '-2.5000']);
    const second = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, { limit: 2, cursor: first.nextCursor }, ctx);
    expect(second.items.map((r) => r.amount)).toEqual(['-1.5000', '1000.0000']);
    expect(second.nextCursor).toBeNull();
    // one answer for every bad cursor, also one that decodes but names no row (it was read as the first page)
    const noRow = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', 'x'])).toString('base64url');
    for (const cursor of ['nope', noRow]) {
      expect(await t.h.callError(CoinsSubjects.listTransactions, { cursor }, ctx)).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
    }
    expect((await t.h.callError(CoinsSubjects.listTransactions, { limit: 0 }, ctx)).code).toBe('VALIDATION');
  });

  it('counts the accounts for admins only', async () => {
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const { total } = await t.h.call<{ total: number }>(CoinsSubjects.countAccounts, {}, admin);
    expect(total).toBeGreaterThan(0);
    expect((await t.h.callError(CoinsSubjects.countAccounts, {}, { userId: randomUUID(), role: 'reseller' })).code).toBe('FORBIDDEN');
  });

  it("answers a user's balance to orders (0 for an account not opened yet) and many users' balances to admins only", async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    await t.asOrders(CoinsSubjects.spend, { userId: b.userId, orderId: randomUUID(), amount: '12.3456' });
    const unknown = randomUUID();

    expect(await t.asOrders(CoinsSubjects.balanceOf, { userId: b.userId })).toEqual({ userId: b.userId, balance: '987.6544' });
    expect(await t.asOrders(CoinsSubjects.balanceOf, { userId: unknown })).toEqual({ userId: unknown, balance: '0.0000' });
    expect(await t.asOrdersError(CoinsSubjects.balanceOf, { userId: 'nope' })).toMatchObject({ code: 'VALIDATION', field: 'userId' });
    // orders only: the gateway may not ask
    expect((await t.h.callError(CoinsSubjects.balanceOf, { userId: a.userId }, a.ctx)).code).toBe('INTERNAL');

    const admin = { userId: randomUUID(), role: 'admin' as const };
    const got = await t.h.call<Array<{ userId: string; balance: string }>>(CoinsSubjects.balancesOf, { userIds: [a.userId, b.userId, unknown, a.userId] }, admin);
    const byId = (x: { userId: string }, y: { userId: string }) => x.userId.localeCompare(y.userId);
    expect([...got].sort(byId)).toEqual(
      [
        { userId: a.userId, balance: '1000.0000' },
        { userId: b.userId, balance: '987.6544' },
      ].sort(byId),
    );
    expect(await t.h.call(CoinsSubjects.balancesOf, { userIds: [] }, admin)).toEqual([]);
    expect((await t.h.callError(CoinsSubjects.balancesOf, { userIds: [a.userId] }, a.ctx)).code).toBe('FORBIDDEN');
    expect((await t.h.callError(CoinsSubjects.balancesOf, { userIds: Array.from({ length: 101 }, () => randomUUID()) }, admin))).toMatchObject({ code: 'VALIDATION', field: 'userIds' });
    expect((await t.h.callError(CoinsSubjects.balancesOf, { userIds: 'x' }, admin)).code).toBe('VALIDATION');
  });
});
