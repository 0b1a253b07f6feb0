import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CoinsSubjects } from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });

/** The coin routes: who may call them, what the gateway forwards to coins-service, how its answers map to HTTP. */
describe('gateway /api/v1/coins', () => {
  const t = gatewayWithStub(Object.values<string>(CoinsSubjects));

  const api = () => request(t.gw.url);
  const userId = randomUUID();
  const auth = () => `Bearer ${t.gw.token('reseller', { userId })}`;

  it('needs a session and asks coins nothing without one', async () => {
    for (const [method, path] of [
      ['get', '/api/v1/coins'],
      ['post', '/api/v1/coins/sync'],
      ['get', '/api/v1/coins/transactions'],
      ['get', '/api/v1/coins/packs'],
      ['post', '/api/v1/coins/packs/starter/purchase'],
      ['get', '/api/v1/coins/referral'],
    ] as const) {
      await api()[method](path).expect(401);
    }
    expect(t.stub.received).toEqual([]);
  });

  it('forwards the caller and answers with the account, the sync and the referral', async () => {
    t.stub.handlers[CoinsSubjects.getAccount] = () => ok({ userId, balance: '1000.0000' });
    t.stub.handlers[CoinsSubjects.sync] = () => ok({ credited: '0.0833', account: { userId } });
    t.stub.handlers[CoinsSubjects.getReferral] = () => ok({ code: 'K7MQ3XPA', referredCount: 2 });
    await api().get('/api/v1/coins').set('Authorization', auth()).expect(200, { userId, balance: '1000.0000' });
    await api().post('/api/v1/coins/sync').set('Authorization', auth()).expect(200, { credited: '0.0833', account: { userId } });
    await api().get('/api/v1/coins/referral').set('Authorization', auth()).expect(200, { code: 'K7MQ3XPA', referredCount: 2 });
    expect(t.stub.calls(CoinsSubjects.sync)[0].ctx).toMatchObject({ userId, role: 'reseller' });
  });

  it('pages the history with a checked limit and cursor', async () => {
    t.stub.handlers[CoinsSubjects.listTransactions] = () => ok({ items: [], nextCursor: null });
    await api().get('/api/v1/coins/transactions?limit=50&cursor=abc').set('Authorization', auth()).expect(200);
    expect(t.stub.calls(CoinsSubjects.listTransactions)[0].data).toEqual({ limit: 50, cursor: 'abc' });
    for (const qs of ['limit=0', 'limit=101', 'limit=abc', 'foo=1']) await api().get(`/api/v1/coins/transactions?${qs}`).set('Authorization', auth()).expect(400);
    expect(t.stub.calls(CoinsSubjects.listTransactions)).toHaveLength(1);
  });

  it('buys a pack with the Idempotency-Key header and maps a wallet that cannot pay to 409 INSUFFICIENT_FUNDS', async () => {
    const noKey = await api().post('/api/v1/coins/packs/starter/purchase').set('Authorization', auth()).expect(400);
    expect(noKey.body).toMatchObject({ code: 'VALIDATION', message: COIN_MSG.badPurchaseKey, field: 'idempotencyKey' });
    expect(t.stub.received).toEqual([]);

    t.stub.handlers[CoinsSubjects.purchasePack] = () => ok({ id: 'p1', status: 'completed' });
    await api().post('/api/v1/coins/packs/popular/purchase').set('Authorization', auth()).set('Idempotency-Key', 'pack-123').expect(200, { id: 'p1', status: 'completed' });
    expect(t.stub.calls(CoinsSubjects.purchasePack)[0]).toMatchObject({ ctx: { userId }, data: { packId: 'popular', idempotencyKey: 'pack-123' } });

    t.stub.handlers[CoinsSubjects.purchasePack] = () => ({ ok: false, error: { code: 'INSUFFICIENT_FUNDS', message: COIN_MSG.walletCannotPay } });
    const poor = await api().post('/api/v1/coins/packs/premium/purchase').set('Authorization', auth()).set('Idempotency-Key', 'pack-124').expect(409);
    expect(poor.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: COIN_MSG.walletCannotPay });
  });

  it("checks a referral code without a session for the signup page (its own subject: the answer has no owner)", async () => {
    t.stub.handlers[CoinsSubjects.checkReferralCode] = (req) =>
      String(req.data.code).toUpperCase() === 'K7MQ3XPA'
        ? ok({ code: 'K7MQ3XPA' })
        : { ok: false, error: { code: 'NOT_FOUND', message: COIN_MSG.unknownReferralCode, field: 'referralCode' } };
    await api().get('/api/v1/coins/referral-codes/k7mq3xpa').expect(200, { code: 'K7MQ3XPA' });
    const unknown = await api().get('/api/v1/coins/referral-codes/ZZZZ2222').expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: COIN_MSG.unknownReferralCode });
    expect(t.stub.calls(CoinsSubjects.checkReferralCode).map((r) => r.data)).toEqual([{ code: 'k7mq3xpa' }, { code: 'ZZZZ2222' }]);
  });
});
