import { randomUUID } from 'node:crypto';
import {
  WalletPaymentsEvents as E,
  WalletPaymentsSubjects as S,
  type PaymentRequestView,
  type RequestContext,
  type StoredFileRef,
  type WalletTransactionPage,
  type WalletView,
} from '@resellpk/contracts';
import { MSG, WALLET_MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { admin, helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

describe('payment requests (top-ups)', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  const create = (owner: Partial<RequestContext>, amountPaisa = 250_000, paymentMethodId: string = PAYMENT_METHOD_IDS.jazzcash, idempotencyKey?: string) =>
    t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId, amountPaisa, idempotencyKey }, owner);
  const requestsOf = async (userId: string) => Number((await t.db().query(`SELECT count(*) AS n FROM payment_requests WHERE user_id = $1`, [userId]))[0].n);
  const events = async (subject: string, requestId: string) =>
    (await t.db().query(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2 ORDER BY created_at, envelope->>'occurredAt'`, [subject, requestId])).map(
      (r: { data: Record<string, unknown> }) => r.data,
    );

  it('creates a pending request with a reference code, a chat room, a one-hour expiry and the created event', async () => {
    const owner = reseller();
    const before = Date.now();
    const req = await create(owner, 250_000);
    expect(req).toMatchObject({
      userId: owner.userId,
      paymentMethodId: PAYMENT_METHOD_IDS.jazzcash,
      paymentMethodName: 'JazzCash',
      paymentMethodType: 'jazzcash',
      amountPaisa: 250_000,
      status: 'pending',
      hasScreenshot: false,
      adminNotes: null,
      decidedAt: null,
      receivingAccount: expect.objectContaining({ walletAddress: '03001234567' }),
    });
    expect(req.referenceCode).toMatch(/^TOP-[A-HJ-NP-Z2-9]{6}$/);
    expect(req.chatRoomId).toMatch(/^[0-9a-f-]{36}$/);
    const window = new Date(req.expiresAt).getTime() - new Date(req.createdAt).getTime();
    expect(window).toBe(60 * 60 * 1000);
    expect(new Date(req.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await events(E.paymentRequestCreatedV1, req.id)).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        chatRoomId: req.chatRoomId,
        referenceCode: req.referenceCode,
        amountPaisa: 250_000,
        paymentMethodName: 'JazzCash',
        sendTo: { walletTitle: 'ResellPK Payments (Ayesha Khan)', walletAddress: '03001234567', instructions: expect.any(String) },
        expiresAt: req.expiresAt,
      }),
    ]);
    // (30 amounts: one amount again within a minute is the same request)
    const codes = await Promise.all(Array.from({ length: 30 }, (_, i) => create(owner, 10_000 + i * 100)));
    expect(new Set(codes.map((c) => c.referenceCode)).size).toBe(30);
  });

  it('refuses a missing method, an amount under Rs. 100 and a method without receiving account, with the spec messages, creating nothing', async () => {
    const owner = reseller();
    for (const input of [
      { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 9_999 },
      { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 0 },
      { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 15_000.5 },
      { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa },
      { amountPaisa: 50_000 },
      { paymentMethodId: randomUUID(), amountPaisa: 50_000 },
    ]) {
      expect(await t.h.callError(S.createPaymentRequest, input, owner)).toMatchObject({ code: 'VALIDATION', message: WALLET_MSG.addFundsInvalid });
    }
    expect(await t.h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.others, amountPaisa: 50_000 }, owner)).toMatchObject({
      code: 'VALIDATION',
      message: WALLET_MSG.methodUnavailable,
    });
    expect((await t.h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 10_000 }, {})).code).toBe('UNAUTHORIZED');
    expect(await t.h.call(S.listPaymentRequests, {}, owner)).toEqual([]);
    // exactly Rs. 100 is enough
    expect((await create(owner, 10_000)).status).toBe('pending');
  });

  describe('a top-up is created once (issue 34: a double click made two, each approvable)', () => {
    it('the same Idempotency-Key twice answers the same request; with another amount or method it is refused', async () => {
      const owner = reseller();
      const key = `k-${randomUUID()}`;
      const first = await create(owner, 150_000, PAYMENT_METHOD_IDS.jazzcash, key);
      await t.db().query(`UPDATE payment_requests SET created_at = now() - interval '2 minutes' WHERE id = $1`, [first.id]);
      const again = await create(owner, 150_000, PAYMENT_METHOD_IDS.jazzcash, key);
      expect(again.id).toBe(first.id);
      expect(again.referenceCode).toBe(first.referenceCode);
      const reused = { code: 'CONFLICT', message: WALLET_MSG.topUpKeyReused, field: 'idempotencyKey' };
      expect(await t.h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 160_000, idempotencyKey: key }, owner)).toMatchObject(reused);
      expect(await t.h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 150_000, idempotencyKey: key }, owner)).toMatchObject(reused);
      expect(await t.h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 150_000, idempotencyKey: 'has spaces' }, owner)).toMatchObject({
        code: 'VALIDATION',
        message: WALLET_MSG.badTopUpKey,
      });
      // another user's same key is theirs
      expect((await create(reseller(), 150_000, PAYMENT_METHOD_IDS.jazzcash, key)).id).not.toBe(first.id);
      expect(await requestsOf(owner.userId!)).toBe(1);
      expect(await events(E.paymentRequestCreatedV1, first.id)).toHaveLength(1);
    });

    it('the same method and amount again within a minute, with other keys and all at once, is one request: each answers the first', async () => {
      const owner = reseller();
      const clicks = await Promise.all(Array.from({ length: 6 }, () => create(owner, 75_000, PAYMENT_METHOD_IDS.easypaisa, `k-${randomUUID()}`)));
      expect(new Set(clicks.map((c) => c.id)).size).toBe(1);
      expect(await requestsOf(owner.userId!)).toBe(1);
      // one chat: one created event
      expect(await events(E.paymentRequestCreatedV1, clicks[0].id)).toHaveLength(1);
      // under review (marked paid) is still open: the same
      await t.h.call(S.markPaid, { id: clicks[0].id }, owner);
      expect((await create(owner, 75_000, PAYMENT_METHOD_IDS.easypaisa, `k-${randomUUID()}`)).id).toBe(clicks[0].id);
      // another amount or method is another request
      const other = await create(owner, 75_100, PAYMENT_METHOD_IDS.easypaisa, `k-${randomUUID()}`);
      const otherMethod = await create(owner, 75_000, PAYMENT_METHOD_IDS.jazzcash, `k-${randomUUID()}`);
      expect(new Set([clicks[0].id, other.id, otherMethod.id]).size).toBe(3);
      // a minute later it is a new request
      await t.db().query(`UPDATE payment_requests SET created_at = now() - interval '61 seconds' WHERE id = $1`, [clicks[0].id]);
      const later = await create(owner, 75_000, PAYMENT_METHOD_IDS.easypaisa, `k-${randomUUID()}`);
      expect(later.id).not.toBe(clicks[0].id);
      // and one decided within the minute is no longer open: a new one too
      await t.h.call(S.rejectPaymentRequest, { id: later.id, reason: 'wrong amount' }, admin());
      expect((await create(owner, 75_000, PAYMENT_METHOD_IDS.easypaisa)).id).not.toBe(later.id);
      expect(await requestsOf(owner.userId!)).toBe(5);
    });
  });

  it('"I Have Paid" moves it to under review once (with the submitted event); a second tap changes nothing', async () => {
    const owner = reseller();
    const req = await create(owner);
    const paid = await t.h.call<PaymentRequestView>(S.markPaid, { id: req.id }, owner);
    expect(paid).toMatchObject({ status: 'under_review', paidMarkedAt: expect.any(String) });
    expect((await t.h.call<PaymentRequestView>(S.markPaid, { id: req.id }, owner)).status).toBe('under_review');
    expect(await events(E.paymentRequestSubmittedV1, req.id)).toEqual([expect.objectContaining({ via: 'i_have_paid', chatRoomId: req.chatRoomId })]);
  });

  it('a screenshot after "I Have Paid" is accepted while under review (the method says to upload it), and "I Have Paid" after a screenshot', async () => {
    const owner = reseller();
    const a = await create(owner, 61_000);
    await t.h.call(S.markPaid, { id: a.id }, owner);
    expect(await t.h.call(S.checkImageUpload, { kind: 'payment-screenshot', id: a.id }, owner)).toEqual({ allowed: true });
    const shot = await t.h.call<PaymentRequestView>(S.attachScreenshot, { id: a.id, screenshotKey: `payment-screenshots/${a.id}_1.png` }, owner);
    expect(shot).toMatchObject({ status: 'under_review', hasScreenshot: true, paidMarkedAt: expect.any(String) });
    expect((await events(E.paymentRequestSubmittedV1, a.id)).map((e: Record<string, unknown>) => e['via'])).toEqual(['i_have_paid', 'screenshot']);

    const b = await create(owner, 62_000);
    await t.h.call(S.attachScreenshot, { id: b.id, screenshotKey: `payment-screenshots/${b.id}_1.png` }, owner);
    const paid = await t.h.call<PaymentRequestView>(S.markPaid, { id: b.id }, owner);
    expect(paid).toMatchObject({ status: 'under_review', hasScreenshot: true, paidMarkedAt: expect.any(String) });
    await t.h.call(S.markPaid, { id: b.id }, owner);
    expect((await events(E.paymentRequestSubmittedV1, b.id)).map((e: Record<string, unknown>) => e['via'])).toEqual(['screenshot', 'i_have_paid']);

    // once decided, neither
    await t.h.call(S.approvePaymentRequest, { id: b.id }, helper());
    expect(await t.h.callError(S.attachScreenshot, { id: b.id, screenshotKey: `payment-screenshots/${b.id}_2.png` }, owner)).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyApproved });
    expect(await t.h.callError(S.checkImageUpload, { kind: 'payment-screenshot', id: b.id }, owner)).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyApproved });
  });

  it('staff opening the screenshot is recorded (who and when, the first look); the owner opening it is not; a new screenshot is unseen again', async () => {
    const owner = reseller();
    const req = await create(owner);
    await t.h.call(S.attachScreenshot, { id: req.id, screenshotKey: `payment-screenshots/${req.id}_1.png` }, owner);
    await t.h.call(S.getScreenshot, { id: req.id }, owner);
    expect((await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner)).screenshotViewedAt).toBeNull();
    const first = helper();
    await t.h.call(S.getScreenshot, { id: req.id }, first);
    await t.h.call(S.getScreenshot, { id: req.id }, admin());
    const [row] = await t.db().query(`SELECT screenshot_viewed_by FROM payment_requests WHERE id = $1`, [req.id]);
    expect(row.screenshot_viewed_by).toBe(first.userId);
    const listed = (await t.h.call<PaymentRequestView[]>(S.listAllPaymentRequests, { status: 'under_review' }, helper())).find((r) => r.id === req.id);
    expect(listed?.screenshotViewedAt).toEqual(expect.any(String));
    await t.h.call(S.attachScreenshot, { id: req.id, screenshotKey: `payment-screenshots/${req.id}_2.png` }, owner);
    expect((await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, admin())).screenshotViewedAt).toBeNull();
  });

  it('a screenshot while pending moves it to under review; owner and staff can fetch it', async () => {
    const owner = reseller();
    const req = await create(owner);
    expect((await t.h.callError(S.getScreenshot, { id: req.id }, owner)).message).toBe(WALLET_MSG.noScreenshot);
    expect((await t.h.callError(S.attachScreenshot, { id: req.id, screenshotKey: '/etc/passwd' }, owner)).code).toBe('VALIDATION');
    const key = `payment-screenshots/${req.id}_1.jpg`;
    const sent = await t.h.call<PaymentRequestView>(S.attachScreenshot, { id: req.id, screenshotKey: key }, owner);
    expect(sent).toMatchObject({ status: 'under_review', hasScreenshot: true });
    expect(await events(E.paymentRequestSubmittedV1, req.id)).toEqual([expect.objectContaining({ via: 'screenshot' })]);
    expect(await t.h.call<StoredFileRef>(S.getScreenshot, { id: req.id }, owner)).toEqual({ key, contentType: 'image/jpeg' });
    expect((await t.h.call<StoredFileRef>(S.getScreenshot, { id: req.id }, helper())).key).toBe(key);
  });

  it('checkImageUpload (asked before the gateway decodes an upload) answers what the attach would, and changes nothing', async () => {
    const owner = reseller();
    const other = reseller();
    const req = await create(owner);
    const check = (id: string, caller: Partial<RequestContext>, kind = 'payment-screenshot') => t.h.callError(S.checkImageUpload, { kind, id }, caller);
    const missing = { code: 'NOT_FOUND', message: WALLET_MSG.paymentRequestNotFound };
    expect(await check(req.id, other)).toEqual(missing);
    expect(await check(randomUUID(), owner)).toEqual(missing);
    expect(await check('not-a-uuid', owner)).toEqual(missing);
    // staff read requests, but only the owner attaches a screenshot
    expect(await check(req.id, helper())).toEqual(missing);
    expect(await t.h.call(S.checkImageUpload, { kind: 'payment-screenshot', id: req.id }, owner)).toEqual({ allowed: true });
    expect((await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner)).status).toBe('pending');
    await t.h.call(S.markPaid, { id: req.id }, owner);
    expect(await t.h.call(S.checkImageUpload, { kind: 'payment-screenshot', id: req.id }, owner)).toEqual({ allowed: true });
    await t.db().query(`UPDATE payment_requests SET status = 'rejected' WHERE id = $1`, [req.id]);
    expect(await check(req.id, owner)).toMatchObject({ code: 'CONFLICT', message: WALLET_MSG.alreadyRejected });
    // a receiving account's QR code: desk staff, an account that exists
    const [method] = await t.h.call<Array<{ accounts: Array<{ id: string }> }>>(S.listReceivingAccounts, {}, admin());
    const accountId = method.accounts[0].id;
    expect(await t.h.call(S.checkImageUpload, { kind: 'receiving-account-qr', id: accountId }, helper())).toEqual({ allowed: true });
    expect(await check(accountId, owner, 'receiving-account-qr')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await check(randomUUID(), admin(), 'receiving-account-qr')).toEqual({ code: 'NOT_FOUND', message: WALLET_MSG.receivingAccountNotFound });
    expect(await check(req.id, owner, 'avatar')).toMatchObject({ code: 'VALIDATION', field: 'kind' });
  });

  it("another reseller's request, screenshot and history answer NOT_FOUND, exactly like a request that does not exist", async () => {
    const owner = reseller();
    const other = reseller();
    const req = await create(owner);
    await t.h.call(S.attachScreenshot, { id: req.id, screenshotKey: `payment-screenshots/${req.id}_2.png` }, owner);
    const missing = { code: 'NOT_FOUND', message: WALLET_MSG.paymentRequestNotFound };
    expect(await t.h.callError(S.getPaymentRequest, { id: req.id }, other)).toEqual(missing);
    expect(await t.h.callError(S.getPaymentRequest, { id: randomUUID() }, other)).toEqual(missing);
    expect(await t.h.callError(S.getScreenshot, { id: req.id }, other)).toEqual(missing);
    expect(await t.h.callError(S.markPaid, { id: req.id }, other)).toEqual(missing);
    expect(await t.h.callError(S.attachScreenshot, { id: req.id, screenshotKey: 'payment-screenshots/evil.png' }, other)).toEqual(missing);
    expect(await t.h.callError(S.getPaymentRequest, { id: 'not-a-uuid' }, other)).toEqual(missing);
    expect(await t.h.call(S.listPaymentRequests, {}, other)).toEqual([]);
    expect((await t.h.call<PaymentRequestView[]>(S.listPaymentRequests, {}, owner)).map((r) => r.id)).toEqual([req.id]);
    // nor decide it
    expect(await t.h.callError(S.approvePaymentRequest, { id: req.id }, other)).toEqual({ code: 'FORBIDDEN', message: MSG.staffPermissionRequired });
    // and staff may read it
    expect((await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, admin())).id).toBe(req.id);
  });

  it('staff approval credits the wallet once, in one transaction with the audit row and the events; the request is final', async () => {
    const owner = reseller();
    const req = await create(owner, 123_400, PAYMENT_METHOD_IDS.bank_transfer);
    await t.h.call(S.markPaid, { id: req.id }, owner);
    const staff = helper();
    const approved = await t.h.call<PaymentRequestView>(S.approvePaymentRequest, { id: req.id }, staff);
    expect(approved).toMatchObject({ status: 'approved', decidedBy: staff.userId, decidedAt: expect.any(String) });

    expect(await t.h.call<WalletView>(S.getWallet, {}, owner)).toMatchObject({ balancePaisa: 123_400 });
    const history = await t.h.call<WalletTransactionPage>(S.listTransactions, {}, owner);
    expect(history.items).toEqual([
      expect.objectContaining({ type: 'top_up', amountPaisa: 123_400, balanceAfterPaisa: 123_400, referenceCode: req.referenceCode, description: 'Wallet top-up via Bank Transfer' }),
    ]);
    const [audit] = await t.db().query(`SELECT actor_id, action, amount_paisa::int AS amount, target_user_id FROM audit_log WHERE payment_request_id = $1`, [req.id]);
    expect(audit).toEqual({ actor_id: staff.userId, action: 'payment-request.approved', amount: 123_400, target_user_id: owner.userId });
    const [event] = await events(E.paymentRequestApprovedV1, req.id);
    expect(event).toMatchObject({ amountPaisa: 123_400, approvedBy: staff.userId, transactionId: history.items[0].id, chatRoomId: req.chatRoomId });

    expect(await t.h.callError(S.approvePaymentRequest, { id: req.id }, admin())).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyApproved });
    expect(await t.h.callError(S.rejectPaymentRequest, { id: req.id, reason: 'oops' }, admin())).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyApproved });
    expect(await t.h.callError(S.markPaid, { id: req.id }, owner)).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyApproved });
    // even a direct write cannot take a final state back
    await expect(t.db().query(`UPDATE payment_requests SET status = 'pending' WHERE id = $1`, [req.id])).rejects.toThrow(/cannot change/);
    expect((await t.h.call<WalletView>(S.getWallet, {}, owner)).balancePaisa).toBe(123_400);
  });

  it('staff may approve a pending request too (the chat page), and reject with or without a reason', async () => {
    const owner = reseller();
    const a = await create(owner, 20_000);
    expect((await t.h.call<PaymentRequestView>(S.approvePaymentRequest, { id: a.id }, admin())).status).toBe('approved');

    const b = await create(owner, 30_000);
    const rejected = await t.h.call<PaymentRequestView>(S.rejectPaymentRequest, { id: b.id, reason: '  Amount not received  ' }, helper());
    expect(rejected).toMatchObject({ status: 'rejected', adminNotes: 'Amount not received' });
    expect((await events(E.paymentRequestRejectedV1, b.id))[0]).toMatchObject({ reason: 'Amount not received', expired: false, rejectedBy: expect.any(String) });
    expect(await t.h.callError(S.approvePaymentRequest, { id: b.id }, admin())).toEqual({ code: 'CONFLICT', message: WALLET_MSG.alreadyRejected });

    const c = await create(owner, 40_000);
    await t.h.call(S.markPaid, { id: c.id }, owner);
    expect(await t.h.call<PaymentRequestView>(S.rejectPaymentRequest, { id: c.id }, admin())).toMatchObject({ status: 'rejected', adminNotes: null });
    expect((await t.h.callError(S.rejectPaymentRequest, { id: c.id, reason: 'x'.repeat(501) }, admin())).code).toBe('VALIDATION');
    expect((await t.h.callError(S.approvePaymentRequest, { id: randomUUID() }, admin())).code).toBe('NOT_FOUND');

    expect((await t.h.call<WalletView>(S.getWallet, {}, owner)).balancePaisa).toBe(20_000);
    const actions = await t.db().query(`SELECT action FROM audit_log WHERE target_user_id = $1 ORDER BY created_at`, [owner.userId]);
    expect(actions.map((r: { action: string }) => r.action)).toEqual(['payment-request.approved', 'payment-request.rejected', 'payment-request.rejected']);
  });

  it('staff list every request by status; resellers only their own', async () => {
    const owner = reseller();
    const req = await create(owner);
    await t.h.call(S.markPaid, { id: req.id }, owner);
    const underReview = await t.h.call<PaymentRequestView[]>(S.listAllPaymentRequests, { status: 'under_review' }, helper());
    expect(underReview.some((r) => r.id === req.id)).toBe(true);
    expect(underReview.every((r) => r.status === 'under_review')).toBe(true);
    expect((await t.h.call<PaymentRequestView[]>(S.listPaymentRequests, { status: 'pending' }, owner)).length).toBe(0);
    expect((await t.h.callError(S.listAllPaymentRequests, {}, owner)).code).toBe('FORBIDDEN');
    expect((await t.h.callError(S.listAllPaymentRequests, { status: 'bogus' }, admin())).code).toBe('VALIDATION');
  });

  it('a request past its hour can no longer be marked paid (the sweep takes it)', async () => {
    const owner = reseller();
    const req = await create(owner);
    await t.db().query(`UPDATE payment_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [req.id]);
    expect(await t.h.callError(S.markPaid, { id: req.id }, owner)).toEqual({ code: 'CONFLICT', message: WALLET_MSG.requestExpired });
    expect(await t.h.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner)).toMatchObject({ status: 'rejected', adminNotes: WALLET_MSG.autoCancelled });
  });

  it('a staff member demoted a moment ago cannot approve with a token that still says staff', async () => {
    const owner = reseller();
    const req = await create(owner);
    const former = admin();
    await t.db().query(`INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, 'reseller', now())`, [former.userId]);
    expect(await t.h.callError(S.approvePaymentRequest, { id: req.id }, former)).toEqual({ code: 'FORBIDDEN', message: MSG.staffPermissionRequired });
    expect((await t.h.callError(S.getPaymentRequest, { id: req.id }, former)).code).toBe('NOT_FOUND');
  });
});
