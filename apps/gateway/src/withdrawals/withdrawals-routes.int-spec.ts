import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IdentitySubjects, WalletPaymentsSubjects as S, type WithdrawalView } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });
const SUBJECTS = [S.listPayoutAccounts, S.addPayoutAccount, S.deletePayoutAccount, S.requestWithdrawal, S.listWithdrawals, S.listAllWithdrawals, S.markWithdrawalPaid, S.rejectWithdrawal, IdentitySubjects.contactsOf, IdentitySubjects.listResellers];

/** The withdrawal routes (issue 13): who may call them, what reaches wallet-payments, how its answers map to HTTP. */
describe('gateway withdrawals and payout accounts', () => {
  const t = gatewayWithStub(SUBJECTS);

  const api = () => request(t.gw.url);
  const userId = randomUUID();
  const as = (role: 'reseller' | 'admin' | 'topup_helper') => `Bearer ${t.gw.token(role, { userId })}`;
  const accountId = randomUUID();
  const withdrawalId = randomUUID();

  it('needs a session for the reseller routes, and the admin role for the staff ones (a top-up helper is 403); nothing reaches the service', async () => {
    for (const [method, path] of [
      ['get', '/api/v1/wallet/payout-accounts'],
      ['post', '/api/v1/wallet/payout-accounts'],
      ['delete', `/api/v1/wallet/payout-accounts/${accountId}`],
      ['get', '/api/v1/wallet/withdrawals'],
      ['post', '/api/v1/wallet/withdrawals'],
      ['get', '/api/v1/admin/withdrawals'],
      ['post', `/api/v1/admin/withdrawals/${withdrawalId}/paid`],
      ['post', `/api/v1/admin/withdrawals/${withdrawalId}/reject`],
    ] as const) {
      await api()[method](path).expect(401);
    }
    for (const role of ['reseller', 'topup_helper'] as const) {
      await api().get('/api/v1/admin/withdrawals').set('Authorization', as(role)).expect(403);
      await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/paid`).set('Authorization', as(role)).send({ transferReference: 'X' }).expect(403);
      await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/reject`).set('Authorization', as(role)).send({ reason: 'X' }).expect(403);
    }
    expect(t.stub.received).toEqual([]);
  });

  it('adds, lists and deletes payout accounts; the service\'s field message comes back as 400; another user\'s account is 404', async () => {
    t.stub.handlers[S.addPayoutAccount] = (req) =>
      req.data.iban === 'PK36SCBL0000001123456703'
        ? { ok: false, error: { code: 'VALIDATION', message: PAYOUT_MSG.ibanChecksum, field: 'iban' } }
        : ok({ id: accountId, kind: 'bank', iban: 'PK36SCBL0000001123456702' });
    const body = { kind: 'bank', accountHolder: 'Ali Khan', bankName: 'Standard Chartered', iban: 'PK36 SCBL 0000 0011 2345 6702' };
    await api().post('/api/v1/wallet/payout-accounts').set('Authorization', as('reseller')).send(body).expect(201, { id: accountId, kind: 'bank', iban: 'PK36SCBL0000001123456702' });
    expect(t.stub.calls(S.addPayoutAccount)[0]).toMatchObject({ ctx: { userId, role: 'reseller' }, data: { ...body, mobileNumber: null } });
    const bad = await api().post('/api/v1/wallet/payout-accounts').set('Authorization', as('reseller')).send({ ...body, iban: 'PK36SCBL0000001123456703' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.ibanChecksum, field: 'iban' });
    const noKind = await api().post('/api/v1/wallet/payout-accounts').set('Authorization', as('reseller')).send({ kind: 'paypal', accountHolder: 'A' }).expect(400);
    expect(noKind.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.kindRequired });
    // a bank name over the documented 100 characters is refused whatever the kind (found by the fuzz suite on an easypaisa body)
    const longBank = await api().post('/api/v1/wallet/payout-accounts').set('Authorization', as('reseller')).send({ kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '0300 1234567', bankName: 'é'.repeat(101) }).expect(400);
    expect(longBank.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.bankNameTooLong });
    expect(t.stub.calls(S.addPayoutAccount)).toHaveLength(2);

    t.stub.handlers[S.listPayoutAccounts] = () => ok([{ id: accountId }]);
    await api().get('/api/v1/wallet/payout-accounts').set('Authorization', as('reseller')).expect(200, [{ id: accountId }]);
    t.stub.handlers[S.deletePayoutAccount] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: PAYOUT_MSG.accountNotFound } });
    const gone = await api().delete(`/api/v1/wallet/payout-accounts/${accountId}`).set('Authorization', as('reseller')).expect(404);
    expect(gone.body).toMatchObject({ code: 'NOT_FOUND', message: PAYOUT_MSG.accountNotFound });
    await api().delete('/api/v1/wallet/payout-accounts/not-a-uuid').set('Authorization', as('reseller')).expect(404);
    expect(t.stub.calls(S.deletePayoutAccount)).toHaveLength(1);
  });

  it('a withdrawal needs the Idempotency-Key header and at least Rs. 500; a balance that cannot cover it is 409 INSUFFICIENT_FUNDS', async () => {
    const body = { payoutAccountId: accountId.toUpperCase(), amountPaisa: 250_000 };
    const noKey = await api().post('/api/v1/wallet/withdrawals').set('Authorization', as('reseller')).send(body).expect(400);
    expect(noKey.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.badKey, field: 'idempotencyKey' });
    const small = await api().post('/api/v1/wallet/withdrawals').set('Authorization', as('reseller')).set('Idempotency-Key', 'wd-1').send({ ...body, amountPaisa: 49_900 }).expect(400);
    expect(small.body).toMatchObject({ code: 'VALIDATION', message: 'The minimum withdrawal is Rs. 500.' });
    expect(t.stub.received).toEqual([]);

    t.stub.handlers[S.requestWithdrawal] = () => ok({ id: withdrawalId, status: 'pending' });
    await api().post('/api/v1/wallet/withdrawals').set('Authorization', as('reseller')).set('Idempotency-Key', 'wd-1').send(body).expect(201, { id: withdrawalId, status: 'pending' });
    expect(t.stub.calls(S.requestWithdrawal)[0]).toMatchObject({ ctx: { userId }, data: { payoutAccountId: accountId, amountPaisa: 250_000, idempotencyKey: 'wd-1' } });

    t.stub.handlers[S.requestWithdrawal] = () => ({ ok: false, error: { code: 'INSUFFICIENT_FUNDS', message: PAYOUT_MSG.insufficient(100_000), field: 'amountPaisa' } });
    const poor = await api().post('/api/v1/wallet/withdrawals').set('Authorization', as('reseller')).set('Idempotency-Key', 'wd-2').send(body).expect(409);
    expect(poor.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient wallet balance. You can withdraw at most Rs. 1,000.' });

    t.stub.handlers[S.listWithdrawals] = () => ok({ items: [], total: 0, page: 2, pageSize: 10 });
    await api().get('/api/v1/wallet/withdrawals?status=pending&page=2&pageSize=10').set('Authorization', as('reseller')).expect(200);
    expect(t.stub.calls(S.listWithdrawals)[0].data).toEqual({ status: 'pending', page: 2, pageSize: 10 });
    for (const qs of ['status=done', 'page=0', 'pageSize=101', 'page=abc']) await api().get(`/api/v1/wallet/withdrawals?${qs}`).set('Authorization', as('reseller')).expect(400);
    expect(t.stub.calls(S.listWithdrawals)).toHaveLength(1);
  });

  it("the admin list carries each reseller's name and email from one identity call per page; without identity the rows still come, reseller null", async () => {
    const ali = randomUUID();
    const sara = randomUUID();
    const gone = randomUUID();
    const row = (id: string, owner: string): WithdrawalView => ({
      id,
      userId: owner,
      referenceCode: 'WD-7K3Q9M',
      amountPaisa: 500_00,
      status: 'pending',
      payoutAccount: { id: randomUUID(), kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '+923001234567', bankName: null, iban: null },
      transferReference: null,
      rejectionReason: null,
      createdAt: new Date().toISOString(),
      decidedAt: null,
      decidedBy: null,
    });
    const rows = [row(randomUUID(), ali), row(randomUUID(), sara), row(randomUUID(), ali), row(randomUUID(), gone)];
    t.stub.handlers[S.listAllWithdrawals] = () => ok({ items: rows, total: 9, page: 1, pageSize: 4 });
    t.stub.handlers[IdentitySubjects.contactsOf] = () =>
      ok([
        { id: ali, name: 'Ali Khan', email: 'ali@example.pk', phone: '03001234567' },
        { id: sara, name: 'Sara', email: 'sara@example.pk', phone: null },
      ]);
    const res = await api().get('/api/v1/admin/withdrawals?status=all&pageSize=4').set('Authorization', as('admin')).expect(200);
    expect(res.body).toMatchObject({ total: 9, page: 1, pageSize: 4 });
    expect(res.body.items.map((w: { reseller: unknown }) => w.reseller)).toEqual([
      { name: 'Ali Khan', email: 'ali@example.pk', phone: '03001234567' },
      { name: 'Sara', email: 'sara@example.pk', phone: null },
      { name: 'Ali Khan', email: 'ali@example.pk', phone: '03001234567' },
      null,
    ]);
    expect(res.body.items[0]).toMatchObject({ id: rows[0].id, referenceCode: 'WD-7K3Q9M', payoutAccount: { accountHolder: 'Ali Khan' } });
    // one call for the page, each reseller once, as the admin who asked
    expect(t.stub.calls(IdentitySubjects.contactsOf)).toHaveLength(1);
    expect(t.stub.calls(IdentitySubjects.contactsOf)[0]).toMatchObject({ ctx: { userId, role: 'admin' }, data: { userIds: [ali, sara, gone] } });

    t.stub.handlers[IdentitySubjects.contactsOf] = () => ({ ok: false, error: { code: 'UNAVAILABLE', message: 'down' } });
    const degraded = await api().get('/api/v1/admin/withdrawals').set('Authorization', as('admin')).expect(200);
    expect(degraded.body.items).toHaveLength(4);
    for (const w of degraded.body.items) expect(w.reseller).toBeNull();

    // an empty page asks identity nothing
    t.stub.handlers[S.listAllWithdrawals] = () => ok({ items: [], total: 0, page: 1, pageSize: 20 });
    const before = t.stub.calls(IdentitySubjects.contactsOf).length;
    await api().get('/api/v1/admin/withdrawals').set('Authorization', as('admin')).expect(200, { items: [], total: 0, page: 1, pageSize: 20 });
    expect(t.stub.calls(IdentitySubjects.contactsOf)).toHaveLength(before);
  });

  it('the admin list searches by reseller: identity finds them, wallet-payments lists theirs; no match answers an empty page without asking the wallet', async () => {
    const ali = randomUUID();
    const sara = randomUUID();
    t.stub.handlers[IdentitySubjects.listResellers] = () => ok({ items: [{ id: ali }, { id: sara }], total: 2, page: 1, pageSize: 100 });
    t.stub.handlers[S.listAllWithdrawals] = () => ok({ items: [], total: 0, page: 1, pageSize: 20 });
    await api().get('/api/v1/admin/withdrawals?status=all&search=%20ali%20').set('Authorization', as('admin')).expect(200);
    expect(t.stub.calls(IdentitySubjects.listResellers)[0]).toMatchObject({ ctx: { userId, role: 'admin' }, data: { search: 'ali', page: 1, pageSize: 100 } });
    expect(t.stub.calls(S.listAllWithdrawals)[0].data).toEqual({ status: 'all', page: 1, pageSize: 20, userIds: [ali, sara] });

    t.stub.handlers[IdentitySubjects.listResellers] = () => ok({ items: [], total: 0, page: 1, pageSize: 100 });
    await api().get('/api/v1/admin/withdrawals?search=nobody&page=2').set('Authorization', as('admin')).expect(200, { items: [], total: 0, page: 2, pageSize: 20 });
    expect(t.stub.calls(S.listAllWithdrawals)).toHaveLength(1);

    // a blank search is no search
    await api().get('/api/v1/admin/withdrawals?search=%20%20').set('Authorization', as('admin')).expect(200);
    expect(t.stub.calls(S.listAllWithdrawals)[1].data).toEqual({ status: 'pending', page: 1, pageSize: 20 });
    const long = await api().get(`/api/v1/admin/withdrawals?search=${'x'.repeat(101)}`).set('Authorization', as('admin')).expect(400);
    expect(long.body).toMatchObject({ code: 'VALIDATION', message: 'search must be at most 100 characters' });
    expect(t.stub.calls(IdentitySubjects.listResellers)).toHaveLength(2);
  });

  it('admins list (pending by default), mark paid with a required reference and reject with a required reason; a decided one is 409', async () => {
    t.stub.handlers[S.listAllWithdrawals] = () => ok({ items: [], total: 0, page: 1, pageSize: 20 });
    await api().get('/api/v1/admin/withdrawals').set('Authorization', as('admin')).expect(200);
    expect(t.stub.calls(S.listAllWithdrawals)[0].data).toEqual({ status: 'pending', page: 1, pageSize: 20 });

    const blank = await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/paid`).set('Authorization', as('admin')).send({ transferReference: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.referenceRequired });
    const noReason = await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/reject`).set('Authorization', as('admin')).send({}).expect(400);
    expect(noReason.body).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.reasonRequired });
    expect(t.stub.calls(S.markWithdrawalPaid)).toHaveLength(0);

    t.stub.handlers[S.markWithdrawalPaid] = () => ok({ id: withdrawalId, status: 'paid' });
    await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/paid`).set('Authorization', as('admin')).send({ transferReference: ' EP-881 ' }).expect(200, { id: withdrawalId, status: 'paid' });
    expect(t.stub.calls(S.markWithdrawalPaid)[0]).toMatchObject({ ctx: { userId, role: 'admin' }, data: { id: withdrawalId, transferReference: 'EP-881' } });

    t.stub.handlers[S.rejectWithdrawal] = () => ({ ok: false, error: { code: 'CONFLICT', message: PAYOUT_MSG.alreadyPaid } });
    const late = await api().post(`/api/v1/admin/withdrawals/${withdrawalId}/reject`).set('Authorization', as('admin')).send({ reason: 'Wrong number' }).expect(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.alreadyPaid });
  });
});
