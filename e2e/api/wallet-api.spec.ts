import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';

/**
 * A top-up end to end through the real gateway, wallet-payments and chat: another user's ids
 * answer 404 on every route and their room refuses a socket; the owner uploads a screenshot,
 * staff see it and approve, and the owner's sockets hear the message, the status and the ledger
 * row live. Two fresh resellers, so no other spec's demo users are touched.
 */
const PASSWORD = 'Demo@12345';
const SOCKET_URL = process.env.E2E_API_URL as string;

async function login(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()).accessToken as string;
}

async function signup(request: APIRequestContext, label: string): Promise<{ token: string; userId: string }> {
  const id = randomBytes(4).toString('hex');
  const phone = `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const res = await request.post('/api/v1/auth/signup', { data: { name: `Wallet ${label}`, email: `wallet-${label}-${id}@e2e.pk`, whatsappNumber: phone, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).accessToken as string;
  const me = await request.get('/api/v1/me', { headers: auth(token) });
  return { token, userId: (await me.json()).id as string };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function connect(token: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(SOCKET_URL, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

test('a top-up: owner-only data, staff approval, live events to the owner only', async ({ request }) => {
  test.setTimeout(90_000);
  const sockets: Socket[] = [];
  try {
    const admin = await login(request, 'admin@demo.pk');
    const helper = await login(request, 'helper@demo.pk');
    const owner = await signup(request, 'owner');
    const intruder = await signup(request, 'intruder');

    // a method resellers can pay with (staff add the receiving account when none has one)
    let methods = await (await request.get('/api/v1/payment-methods', { headers: auth(owner.token) })).json();
    if (!methods.some((m: { available: boolean }) => m.available)) {
      const res = await request.post('/api/v1/admin/payment-methods/wallets', {
        headers: auth(admin),
        data: { paymentMethodId: methods[0].id, walletTitle: 'ResellPK e2e', walletAddress: '03001234567' },
      });
      expect(res.status(), await res.text()).toBe(201);
      methods = await (await request.get('/api/v1/payment-methods', { headers: auth(owner.token) })).json();
    }
    const method = methods.find((m: { available: boolean }) => m.available);

    const tooSmall = await request.post('/api/v1/payment-requests', { headers: { ...auth(owner.token), 'Idempotency-Key': `e2e-${Date.now()}-small` }, data: { paymentMethodId: method.id, amountPaisa: 9_999 } });
    expect(tooSmall.status()).toBe(400);
    expect((await tooSmall.json()).message).toBe('Please select a payment method and enter a minimum amount of Rs. 100');

    const created = await request.post('/api/v1/payment-requests', { headers: { ...auth(owner.token), 'Idempotency-Key': `e2e-${Date.now()}` }, data: { paymentMethodId: method.id, amountPaisa: 50_000 } });
    expect(created.status(), await created.text()).toBe(201);
    const topUp = await created.json();
    expect(topUp).toMatchObject({ status: 'pending', amountPaisa: 50_000, userId: owner.userId });
    const roomId: string = topUp.chatRoomId;
    // chat opens the room when it has consumed payment-request.created
    await expect.poll(async () => (await request.get(`/api/v1/chats/${roomId}`, { headers: auth(owner.token) })).status(), { timeout: 15_000 }).toBe(200);

    // another reseller: 404 everywhere, 403 on staff routes
    const theirs = auth(intruder.token);
    for (const [method, path] of [
      ['get', `/api/v1/payment-requests/${topUp.id}`],
      ['post', `/api/v1/payment-requests/${topUp.id}/paid`],
      ['get', `/api/v1/payment-requests/${topUp.id}/screenshot`],
      ['get', `/api/v1/chats/${roomId}`],
      ['get', `/api/v1/chats/${roomId}/messages`],
      ['post', `/api/v1/chats/${roomId}/read`],
    ] as const) {
      const res = await request[method](path, { headers: theirs });
      expect({ path, status: res.status() }).toEqual({ path, status: 404 });
    }
    const intrusion = await request.post(`/api/v1/chats/${roomId}/messages`, { headers: theirs, data: { content: 'hello' } });
    expect(intrusion.status()).toBe(404);
    expect((await request.post(`/api/v1/admin/payment-requests/${topUp.id}/approve`, { headers: theirs })).status()).toBe(403);
    expect((await (await request.get('/api/v1/payment-requests', { headers: theirs })).json()).map((r: { id: string }) => r.id)).not.toContain(topUp.id);

    // sockets: the owner's and a helper's join, the intruder's is refused and hears nothing
    const mine = await connect(owner.token, sockets);
    const staffSocket = await connect(helper, sockets);
    const intruderSocket = await connect(intruder.token, sockets);
    expect(await mine.emitWithAck('chat:join', { roomId })).toEqual({ allowed: true });
    expect(await staffSocket.emitWithAck('chat:join', { roomId })).toEqual({ allowed: true });
    expect(await intruderSocket.emitWithAck('chat:join', { roomId })).toEqual({ allowed: false });
    const mineMessages = collect<{ content: string; chatRoomId: string }>(mine, 'chat:message');
    const staffMessages = collect<{ content: string }>(staffSocket, 'chat:message');
    const mineUpdates = collect<{ id: string; status: string }>(mine, 'payment-request:updated');
    const mineLedger = collect<{ balancePaisa: number }>(mine, 'wallet:transaction');
    const intruderEvents: string[] = [];
    intruderSocket.onAny((event: string) => intruderEvents.push(event));

    const posted = await request.post(`/api/v1/chats/${roomId}/messages`, { headers: auth(owner.token), data: { content: 'Sent from my Easypaisa' } });
    expect(posted.status()).toBe(201);
    await expect.poll(() => mineMessages.map((m) => m.content), { timeout: 5_000 }).toContain('Sent from my Easypaisa');
    await expect.poll(() => staffMessages.map((m) => m.content), { timeout: 5_000 }).toContain('Sent from my Easypaisa');

    // the screenshot: checked by content, then under review; the owner and staff may see it
    const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#2266aa' } }).png().toBuffer();
    const notImage = await request.post(`/api/v1/payment-requests/${topUp.id}/screenshot`, {
      headers: auth(owner.token),
      multipart: { screenshot: { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') } },
    });
    expect(notImage.status()).toBe(400);
    expect((await notImage.json()).message).toBe('Please select an image file');
    const uploaded = await request.post(`/api/v1/payment-requests/${topUp.id}/screenshot`, {
      headers: auth(owner.token),
      multipart: { screenshot: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    expect(await uploaded.json()).toMatchObject({ status: 'under_review', hasScreenshot: true });
    for (const token of [owner.token, helper]) {
      const image = await request.get(`/api/v1/payment-requests/${topUp.id}/screenshot`, { headers: auth(token) });
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/webp');
    }

    // staff approve once; the second decision is a conflict
    const approved = await request.post(`/api/v1/admin/payment-requests/${topUp.id}/approve`, { headers: auth(helper) });
    expect(approved.status(), await approved.text()).toBe(200);
    expect((await request.post(`/api/v1/admin/payment-requests/${topUp.id}/reject`, { headers: auth(admin), data: {} })).status()).toBe(409);
    await expect.poll(() => mineUpdates.map((u) => u.status), { timeout: 5_000 }).toContain('approved');
    await expect.poll(() => mineLedger.map((t) => t.balancePaisa), { timeout: 5_000 }).toContain(50_000);
    const approval = /^Your payment request has been approved! Rs\. 500(\.00)? has been added to your wallet\.$/;
    await expect.poll(() => mineMessages.some((m) => approval.test(m.content)), { timeout: 5_000 }).toBe(true);
    expect((await (await request.get('/api/v1/wallet', { headers: auth(owner.token) })).json()).balancePaisa).toBe(50_000);

    // nothing of this reached the other reseller's socket
    expect(intruderEvents.filter((e) => e !== 'chat:join-refused')).toEqual([]);
  } finally {
    sockets.forEach((s) => s.close());
  }
});
