import { signAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PRIVATE_KEY } from '@resellpk/backend-config';
import { pngDeclaring, uniqueId } from '@resellpk/backend-testing';
import { IMAGE_MESSAGES } from '@resellpk/backend-media';
import { connectNats } from '@resellpk/backend-messaging';
import { ChatSubjects, WalletPaymentsSubjects, type PaymentRequestView } from '@resellpk/contracts';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NatsConnection } from 'nats';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { startNatsStub, type NatsStub } from '../testing/nats-stub';
import { JOIN_ATTEMPTS } from '../realtime/realtime.gateway';
import { WALLET_MSG } from '@resellpk/domain';
import { CREATE_MESSAGE } from './top-ups.controller';

const ok = <T>(data: T) => ({ ok: true as const, data });
const notFound = (message: string) => ({ ok: false as const, error: { code: 'NOT_FOUND' as const, message } });
const NOT_IMAGE = 'Please select an image file';
const TOO_LARGE = 'Please select an image smaller than 5MB';

function paymentRequest(id: string, userId: string, over: Partial<PaymentRequestView> = {}): PaymentRequestView {
  const now = new Date().toISOString();
  return {
    id, userId, paymentMethodId: randomUUID(), paymentMethodName: 'Easypaisa', paymentMethodType: 'easypaisa', amountPaisa: 50000,
    referenceCode: 'TOP-7K3Q9M', status: 'pending', hasScreenshot: false, screenshotViewedAt: null, paidMarkedAt: null, adminNotes: null, chatRoomId: randomUUID(),
    expiresAt: now, receivingAccount: null, createdAt: now, updatedAt: now, decidedAt: null, decidedBy: null, ...over,
  };
}

/** Files written under the media dir (recursively), relative, slash-separated. */
function storedFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? storedFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : e.isFile() ? [`${prefix}${e.name}`] : [],
  );
}

describe('gateway wallet, top-up, chat and notification routes', () => {
  let gw: RunningGateway;
  let stub: NatsStub;
  let mediaDir: string;
  let png: Buffer;
  const owner = uniqueId();
  const stranger = uniqueId();
  const requestId = randomUUID();

  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), 'rpk-private-'));
    process.env.MEDIA_DIR = mediaDir;
    gw = await startGateway();
    stub = await startNatsStub(gw.nats, [...Object.values<string>(WalletPaymentsSubjects), ...Object.values<string>(ChatSubjects)]);
    png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#22aa66' } }).png().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await stub?.close();
    await gw?.close();
    delete process.env.MEDIA_DIR;
    rmSync(mediaDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    stub.handlers = {};
    stub.received.length = 0;
    // wallet-payments' rule, as the service applies it: only the owner (or staff) sees a request
    const ownOnly = (handler: (id: string) => unknown) => (req: { ctx: { userId?: string; role?: string }; data: Record<string, unknown> }) =>
      req.ctx.userId === owner || req.ctx.role === 'admin' || req.ctx.role === 'topup_helper'
        ? ok(handler(String(req.data['id'])))
        : notFound('Payment request not found.');
    stub.handlers[WalletPaymentsSubjects.getPaymentRequest] = ownOnly((id) => paymentRequest(id, owner));
    stub.handlers[WalletPaymentsSubjects.markPaid] = ownOnly((id) => paymentRequest(id, owner, { status: 'under_review' }));
  });

  const api = () => request(gw.url);
  const as = (userId: string) => `Bearer ${gw.token('reseller', { userId })}`;
  const staff = (role: 'admin' | 'topup_helper' = 'topup_helper') => `Bearer ${gw.token(role)}`;

  describe('reseller routes', () => {
    it('forwards the token user (never a body field) and answers with the service reply', async () => {
      stub.handlers[WalletPaymentsSubjects.getWallet] = (req) => ok({ userId: req.ctx.userId, balancePaisa: 250000, updatedAt: 'now' });
      const res = await api().get('/api/v1/wallet').set('Authorization', as(owner)).expect(200);
      expect(res.body).toEqual({ userId: owner, balancePaisa: 250000, updatedAt: 'now' });
    });

    it("answers 404 for another user's payment request, on reads and on actions", async () => {
      await api().get(`/api/v1/payment-requests/${requestId}`).set('Authorization', as(owner)).expect(200);
      const read = await api().get(`/api/v1/payment-requests/${requestId}`).set('Authorization', as(stranger)).expect(404);
      expect(read.body).toMatchObject({ code: 'NOT_FOUND', message: 'Payment request not found.' });
      await api().post(`/api/v1/payment-requests/${requestId}/paid`).set('Authorization', as(stranger)).expect(404);
      expect(stub.calls(WalletPaymentsSubjects.markPaid).map((r) => r.ctx.userId)).toEqual([stranger]);
      // an id that is not a UUID cannot exist: 404 without asking anyone
      await api().get('/api/v1/payment-requests/not-an-id').set('Authorization', as(owner)).expect(404);
    });

    it("answers 404 for another user's chat room and notification", async () => {
      stub.handlers[ChatSubjects.getRoom] = (req) => (req.ctx.userId === owner ? ok({ id: req.data['roomId'] }) : notFound('Chat not found.'));
      stub.handlers[ChatSubjects.markNotificationRead] = () => notFound('Notification not found.');
      const roomId = randomUUID();
      await api().get(`/api/v1/chats/${roomId}`).set('Authorization', as(owner)).expect(200);
      await api().get(`/api/v1/chats/${roomId}`).set('Authorization', as(stranger)).expect(404);
      await api().post(`/api/v1/notifications/${randomUUID()}/read`).set('Authorization', as(stranger)).expect(404);
    });

    it.each([
      ['an amount under Rs. 100', { paymentMethodId: randomUUID(), amountPaisa: 9999 }, CREATE_MESSAGE],
      ['no payment method', { amountPaisa: 50000 }, CREATE_MESSAGE],
      ['a fractional amount', { paymentMethodId: randomUUID(), amountPaisa: 100.5 }, 'amountPaisa must be a whole number of paisa'],
      ['more than Rs. 1,000,000', { paymentMethodId: randomUUID(), amountPaisa: 1_000_000_01 }, 'The amount may be at most Rs. 1,000,000 per request.'],
      ['an unknown field', { paymentMethodId: randomUUID(), amountPaisa: 50000, userId: stranger }, 'Unknown field: userId'],
    ])('refuses a top-up with %s and asks nobody', async (_label, body, message) => {
      const res = await api().post('/api/v1/payment-requests').set('Authorization', as(owner)).set('Idempotency-Key', 'k-1').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(stub.calls(WalletPaymentsSubjects.createPaymentRequest)).toEqual([]);
    });

    it.each([
      ['no Idempotency-Key', undefined],
      ['a malformed Idempotency-Key', 'has spaces in it'],
    ])('refuses a top-up with %s and asks nobody', async (_label, key) => {
      const req = api().post('/api/v1/payment-requests').set('Authorization', as(owner));
      if (key) req.set('Idempotency-Key', key);
      const res = await req.send({ paymentMethodId: randomUUID(), amountPaisa: 10000 }).expect(400);
      expect(res.body.message).toBe(WALLET_MSG.badTopUpKey);
      expect(stub.calls(WalletPaymentsSubjects.createPaymentRequest)).toEqual([]);
    });

    it('creates a top-up with the token user and passes its Idempotency-Key on', async () => {
      stub.handlers[WalletPaymentsSubjects.createPaymentRequest] = (req) => ok(paymentRequest(requestId, String(req.ctx.userId)));
      const methodId = randomUUID();
      const res = await api().post('/api/v1/payment-requests').set('Authorization', as(owner)).set('Idempotency-Key', 'topup-1').send({ paymentMethodId: methodId, amountPaisa: 10000 }).expect(201);
      expect(res.body.userId).toBe(owner);
      expect(stub.calls(WalletPaymentsSubjects.createPaymentRequest)[0].data).toEqual({ paymentMethodId: methodId, amountPaisa: 10000, idempotencyKey: 'topup-1' });
    });

    it('refuses a blank chat message', async () => {
      const res = await api().post(`/api/v1/chats/${randomUUID()}/messages`).set('Authorization', as(owner)).send({ content: '   ' }).expect(400);
      expect(res.body.message).toBe('Message cannot be empty.');
      expect(stub.calls(ChatSubjects.postMessage)).toEqual([]);
    });
  });

  describe('staff routes', () => {
    it('lets a topup_helper approve and refuses a reseller with 403 before any service is asked', async () => {
      stub.handlers[WalletPaymentsSubjects.approvePaymentRequest] = (req) => ok(paymentRequest(String(req.data['id']), owner, { status: 'approved' }));
      const refused = await api().post(`/api/v1/admin/payment-requests/${requestId}/approve`).set('Authorization', as(owner)).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(stub.calls(WalletPaymentsSubjects.approvePaymentRequest)).toEqual([]);
      const res = await api().post(`/api/v1/admin/payment-requests/${requestId}/approve`).set('Authorization', staff()).expect(200);
      expect(res.body.status).toBe('approved');
    });

    it('passes a blank rejection reason as none', async () => {
      stub.handlers[WalletPaymentsSubjects.rejectPaymentRequest] = (req) => ok(paymentRequest(String(req.data['id']), owner, { status: 'rejected' }));
      await api().post(`/api/v1/admin/payment-requests/${requestId}/reject`).set('Authorization', staff('admin')).send({ reason: '  ' }).expect(200);
      expect(stub.calls(WalletPaymentsSubjects.rejectPaymentRequest)[0].data).toEqual({ id: requestId, reason: null });
    });
  });

  describe('uploads', () => {
    const upload = (file: Buffer, filename: string, contentType: string, field = 'screenshot') =>
      api().post(`/api/v1/payment-requests/${requestId}/screenshot`).set('Authorization', as(owner)).attach(field, file, { filename, contentType });

    beforeEach(() => {
      stub.handlers[WalletPaymentsSubjects.attachScreenshot] = (req) =>
        ok(paymentRequest(String(req.data['id']), owner, { status: 'under_review', hasScreenshot: true }));
      // wallet-payments' answer before any decoding: only the owner may attach a screenshot; desk staff a QR code
      stub.handlers[WalletPaymentsSubjects.checkImageUpload] = (req) => {
        if (req.data['kind'] === 'receiving-account-qr') {
          return req.ctx.role === 'admin' || req.ctx.role === 'topup_helper' ? ok({ allowed: true }) : notFound('Receiving account not found.');
        }
        return req.ctx.userId === owner ? ok({ allowed: true }) : notFound('Payment request not found.');
      };
    });

    // A decoder's answer here (400 "Please select an image file" or "smaller image") would mean the
    // bytes were decoded for someone who may not attach anything to this request.
    it.each([
      ['bytes that are not an image at all', () => randomBytes(4096)],
      ['a decompression bomb (a tiny PNG declaring 30000 x 30000 px)', () => pngDeclaring(30_000, 30_000)],
    ])("refuses %s on another user's request with 404, before decoding anything", async (_label, make) => {
      const res = await api()
        .post(`/api/v1/payment-requests/${requestId}/screenshot`)
        .set('Authorization', as(stranger))
        .attach('screenshot', make(), { filename: 'receipt.png', contentType: 'image/png' });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Payment request not found.' });
      expect(stub.calls(WalletPaymentsSubjects.checkImageUpload).map((c) => c.data)).toEqual([{ kind: 'payment-screenshot', id: requestId }]);
      expect(stub.calls(WalletPaymentsSubjects.attachScreenshot)).toEqual([]);
      expect(storedFiles(mediaDir)).toEqual([]);
    });

    it('refuses the same decompression bomb on your own request with the clear size message, decoding nothing', async () => {
      const res = await upload(pngDeclaring(30_000, 30_000), 'receipt.png', 'image/png');
      expect({ status: res.status, message: res.body.message, field: res.body.field }).toEqual({ status: 400, message: IMAGE_MESSAGES.tooManyPixels, field: 'screenshot' });
      expect(stub.calls(WalletPaymentsSubjects.attachScreenshot)).toEqual([]);
      expect(storedFiles(mediaDir)).toEqual([]);
    });

    it.each([
      ['a text file renamed .png', () => Buffer.from('just some text, not an image\n'.repeat(20)), 'receipt.png', 'image/png', 400, NOT_IMAGE],
      ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'receipt.svg', 'image/svg+xml', 400, NOT_IMAGE],
      [
        'a 6 MB image',
        () => sharp(randomBytes(1600 * 1400 * 3), { raw: { width: 1600, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
        'big.png',
        'image/png',
        413,
        TOO_LARGE,
      ],
    ])('refuses %s with the spec message and stores nothing', async (_label, make, filename, type, status, message) => {
      const file = await make();
      if (status === 413) expect(file.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
      const res = await upload(file, filename, type);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      expect(stub.calls(WalletPaymentsSubjects.attachScreenshot)).toEqual([]);
      expect(storedFiles(mediaDir)).toEqual([]);
    });

    it('stores a real image privately, hands the key to wallet-payments and streams it to the owner only', async () => {
      await upload(png, 'receipt.png', 'image/png').expect(200);
      const [call] = stub.calls(WalletPaymentsSubjects.attachScreenshot);
      const key = String(call.data['screenshotKey']);
      expect(key).toMatch(new RegExp(`^private/payment-screenshots/${requestId}/[0-9a-f-]{36}\\.webp$`));
      expect(storedFiles(mediaDir)).toEqual([key]);

      // the public media route never serves private files
      await api().get(`/api/media/${key}`).expect(404);
      stub.handlers[WalletPaymentsSubjects.getScreenshot] = (req) =>
        req.ctx.userId === owner ? ok({ key, contentType: 'image/webp' }) : notFound('Screenshot not found.');
      const image = await api().get(`/api/v1/payment-requests/${requestId}/screenshot`).set('Authorization', as(owner)).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(image.body as Buffer).metadata()).format).toBe('webp');
      await api().get(`/api/v1/payment-requests/${requestId}/screenshot`).set('Authorization', as(stranger)).expect(404);
      rmSync(path.join(mediaDir, key));
    });

    it('deletes the stored file when wallet-payments refuses the screenshot', async () => {
      stub.handlers[WalletPaymentsSubjects.attachScreenshot] = () => ({
        ok: false,
        error: { code: 'CONFLICT', message: 'This payment request is no longer pending.' },
      });
      const res = await upload(png, 'receipt.png', 'image/png').expect(409);
      expect(res.body.message).toBe('This payment request is no longer pending.');
      expect(stub.calls(WalletPaymentsSubjects.attachScreenshot)).toHaveLength(1);
      expect(storedFiles(mediaDir)).toEqual([]);
    });

    it('takes a QR code from staff only, and serves it back', async () => {
      const accountId = randomUUID();
      stub.handlers[WalletPaymentsSubjects.getReceivingAccountQr] = () => notFound('QR code not found.');
      stub.handlers[WalletPaymentsSubjects.setReceivingAccountQr] = (req) => ok({ id: accountId, qrCodeUrl: req.data['qrKey'] ? `/api/v1/payment-methods/accounts/${accountId}/qr` : null });
      const qr = (auth: string) =>
        api().post(`/api/v1/admin/payment-methods/wallets/${accountId}/qr`).set('Authorization', auth).attach('qr', png, { filename: 'qr.png', contentType: 'image/png' });
      await qr(as(owner)).expect(403);
      // an account wallet-payments does not know: refused before the upload is decoded
      stub.handlers[WalletPaymentsSubjects.checkImageUpload] = () => notFound('Receiving account not found.');
      const unknown = await api()
        .post(`/api/v1/admin/payment-methods/wallets/${accountId}/qr`)
        .set('Authorization', staff('admin'))
        .attach('qr', pngDeclaring(30_000, 30_000), { filename: 'qr.png', contentType: 'image/png' });
      expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'Receiving account not found.' });
      expect(stub.calls(WalletPaymentsSubjects.setReceivingAccountQr)).toEqual([]);
      stub.handlers[WalletPaymentsSubjects.checkImageUpload] = () => ok({ allowed: true });
      await qr(staff('admin')).expect(200);
      const key = String(stub.calls(WalletPaymentsSubjects.setReceivingAccountQr)[0].data['qrKey']);
      expect(key).toMatch(new RegExp(`^private/receiving-accounts/${accountId}/`));
      stub.handlers[WalletPaymentsSubjects.getReceivingAccountQr] = () => ok({ key, contentType: 'image/webp' });
      await api().get(`/api/v1/payment-methods/accounts/${accountId}/qr`).set('Authorization', as(owner)).expect(200);
      rmSync(path.join(mediaDir, key));
    });
  });

  describe('live over socket.io', () => {
    let publisher: NatsConnection;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      publisher = await connectNats(gw.nats.url, 'gateway-test-publisher', gw.nats.superuser);
    });
    afterAll(async () => {
      sockets.forEach((s) => s.close());
      await publisher?.drain();
    });

    const connect = async (token: string, url = gw.url) => {
      const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const publish = (subject: string, data: unknown, id: string = randomUUID()) =>
      publisher.publish(subject, Buffer.from(JSON.stringify({ id, type: subject, version: 1, occurredAt: new Date().toISOString(), correlationId: randomUUID(), data })));
    const collect = (socket: Socket, event: string) => {
      const got: unknown[] = [];
      socket.on(event, (p: unknown) => got.push(p));
      return got;
    };

    it("relays a room's messages to the sockets chat-service let in, and nothing to another user's socket", async () => {
      const roomId = randomUUID();
      stub.handlers[ChatSubjects.canJoinRoom] = (req) => ok({ allowed: req.ctx.userId === owner || req.ctx.role === 'topup_helper' });
      const mine = await connect(gw.token('reseller', { userId: owner }));
      const helper = await connect(gw.token('topup_helper'));
      const intruder = await connect(gw.token('reseller', { userId: stranger }));
      const refusedEvents = collect(intruder, 'chat:join-refused');
      const [mineGot, helperGot, intruderGot] = [mine, helper, intruder].map((s) => collect(s, 'chat:message'));
      const intruderUpdates = collect(intruder, 'payment-request:updated');
      // the owner's second tab, on the chat list rather than in the room
      const mineOnList = await connect(gw.token('reseller', { userId: owner }));
      const [mineLists, mineOnListLists, intruderLists] = [mine, mineOnList, intruder].map((s) => collect(s, 'chat:rooms-changed'));

      expect(await mine.emitWithAck('chat:join', { roomId })).toEqual({ allowed: true });
      expect(await helper.emitWithAck('chat:join', { roomId })).toEqual({ allowed: true });
      expect(await intruder.emitWithAck('chat:join', { roomId })).toEqual({ allowed: false });
      expect(refusedEvents).toEqual([{ roomId }]);
      expect(await intruder.emitWithAck('chat:join', { roomId: 'not-a-room' })).toEqual({ allowed: false });

      const message = { messageId: randomUUID(), chatRoomId: roomId, roomUserId: owner, senderId: owner, messageType: 'text', content: 'Paid', fileUrl: null, createdAt: new Date().toISOString() };
      publish('chat.message.posted.v1', message);
      publish('wallet-payments.payment-request.submitted.v1', { requestId, userId: owner, chatRoomId: roomId, via: 'i_have_paid', submittedAt: new Date().toISOString() });
      await new Promise((r) => setTimeout(r, 500));

      const view = { id: message.messageId, chatRoomId: roomId, senderId: owner, messageType: 'text', content: 'Paid', fileUrl: null, isRead: false, createdAt: message.createdAt };
      expect(mineGot).toEqual([view]);
      // the helper is in the chat and in staff: one copy
      expect(helperGot).toEqual([view]);
      expect(intruderGot).toEqual([]);
      expect(intruderUpdates).toEqual([]);
      // the owner's list changed (coalesced: the message and the status change within a second);
      // the socket in the room had both events already, which refresh its lists too
      await new Promise((r) => setTimeout(r, 1100));
      expect(mineOnListLists).toEqual([{ roomIds: [roomId] }, { roomIds: [roomId] }]);
      expect(mineLists).toEqual([]);
      expect(intruderLists).toEqual([]);

      // after chat:leave nothing more arrives
      await mine.emitWithAck('chat:leave', { roomId });
      publish('chat.message.posted.v1', { ...message, messageId: randomUUID() });
      await new Promise((r) => setTimeout(r, 300));
      expect(mineGot).toHaveLength(1);
      expect(helperGot).toHaveLength(2);
    });

    it('relays an event published twice (the outbox publishes at least once) once to each socket, on every replica', async () => {
      const second = await startGateway({ NATS_URL: gw.nats.url, NATS_PASSWORD: gw.nats.credentials('gateway').password });
      try {
        const onSecond = await connect(second.token('reseller', { userId: owner }), second.url);
        const socket = await connect(gw.token('reseller', { userId: owner }));
        const [got, gotOnSecond] = [socket, onSecond].map((s) => collect(s, 'notification:new'));
        const eventId = randomUUID();
        const note = { notificationId: randomUUID(), userId: owner, title: 'Once', message: 'Only once', notificationType: 'other', metadata: {}, productId: null, createdAt: new Date().toISOString() };
        // every replica receives every copy and relays the first to its own sockets
        for (let i = 0; i < 6; i++) publish('chat.notification.created.v1', note, eventId);
        publish('chat.notification.created.v1', { ...note, title: 'Another' });
        await new Promise((r) => setTimeout(r, 600));
        for (const list of [got, gotOnSecond]) expect(list.map((n) => (n as { title: string }).title).sort()).toEqual(['Another', 'Once']);
      } finally {
        await second.close();
      }
    });

    it('lets a socket whose token has expired since the handshake join nothing new: the gateway closes it', async () => {
      stub.handlers[ChatSubjects.canJoinRoom] = () => ok({ allowed: true });
      const shortLived = signAccessToken({ sub: owner, role: 'reseller', plan: 'free', sid: uniqueId() }, DEV_JWT_PRIVATE_KEY, 1);
      const socket = await connect(shortLived);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await new Promise((r) => setTimeout(r, 2100));
      // the expiry timer has closed it from the server's side; a late join gets no answer at all
      expect(await closed).toBe('io server disconnect');
      expect(socket.connected).toBe(false);
      expect(stub.calls(ChatSubjects.canJoinRoom)).toEqual([]);
    });

    it('limits how often one socket may ask to join rooms', async () => {
      stub.handlers[ChatSubjects.canJoinRoom] = () => ok({ allowed: true });
      const socket = await connect(gw.token('reseller', { userId: owner }));
      const answers = [];
      for (let i = 0; i < JOIN_ATTEMPTS + 2; i++) answers.push(await socket.emitWithAck('chat:join', { roomId: randomUUID() }));
      expect(answers.filter((a) => a.allowed)).toHaveLength(JOIN_ATTEMPTS);
      expect(answers.slice(JOIN_ATTEMPTS)).toEqual([{ allowed: false }, { allowed: false }]);
      expect(stub.calls(ChatSubjects.canJoinRoom)).toHaveLength(JOIN_ATTEMPTS);
    });

    it("sends wallet and notification events to their user's sockets only", async () => {
      const mine = await connect(gw.token('reseller', { userId: owner }));
      const other = await connect(gw.token('reseller', { userId: stranger }));
      const [mineTx, otherTx] = [mine, other].map((s) => collect(s, 'wallet:transaction'));
      const [mineNotes, otherNotes] = [mine, other].map((s) => collect(s, 'notification:new'));
      publish('wallet-payments.transaction.posted.v1', {
        transactionId: randomUUID(), userId: owner, type: 'top_up', amountPaisa: 50000, balancePaisa: 50000, description: 'Top-up', referenceCode: 'TOP-1', createdAt: new Date().toISOString(),
      });
      publish('chat.notification.created.v1', {
        notificationId: randomUUID(), userId: owner, title: 'Payment approved', message: 'Rs. 500 added', notificationType: 'other', metadata: {}, productId: null, createdAt: new Date().toISOString(),
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(mineTx).toEqual([expect.objectContaining({ balancePaisa: 50000, transaction: expect.objectContaining({ amountPaisa: 50000, type: 'top_up' }) })]);
      expect(mineNotes).toEqual([expect.objectContaining({ title: 'Payment approved', isRead: false })]);
      expect(otherTx).toEqual([]);
      expect(otherNotes).toEqual([]);
    });
  });
});
