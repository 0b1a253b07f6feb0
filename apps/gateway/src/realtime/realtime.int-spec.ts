import { randomUUID } from 'node:crypto';
import { connectNats } from '@resellpk/backend-messaging';
import { orderStatusChanged, uniqueId } from '@resellpk/backend-testing';
import { OrdersEvents, type OrderStatusChangedV1, type WithdrawalUpdate } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { io, type Socket } from 'socket.io-client';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { RealtimeEmitter } from './realtime-emitter';

function connect(url: string, auth?: Record<string, unknown>): Socket {
  return io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('realtime over socket.io', () => {
  let gw: RunningGateway;
  let second: RunningGateway;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    gw = await startGateway();
    // a second replica on the same bus: each replica relays every event to its own sockets
    second = await startGateway({ NATS_URL: gw.nats.url, NATS_PASSWORD: gw.nats.credentials('gateway').password });
  });

  /** Publishes an orders status change the way orders' outbox does (the same envelope `times` times). */
  async function publishStatusChange(change: OrderStatusChangedV1, times = 1): Promise<void> {
    const publisher = await connectNats(gw.nats.url, 'orders-stand-in', gw.nats.superuser);
    try {
      const envelope = JSON.stringify({ id: randomUUID(), type: OrdersEvents.orderStatusChangedV1, version: 1, occurredAt: change.at, correlationId: 'test', data: change });
      for (let i = 0; i < times; i++) publisher.publish(OrdersEvents.orderStatusChangedV1, Buffer.from(envelope));
      await publisher.flush();
    } finally {
      await publisher.drain();
    }
  }
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    // the second replica first: it uses the first one's nats-server
    await second?.close();
    await gw?.close();
  });

  it("relays an event to its user's sockets on every replica, once each, and to no one else", async () => {
    const userId = uniqueId();
    const onFirst = connect(gw.url, { token: gw.token('reseller', { userId }) });
    const onSecond = connect(second.url, { token: second.token('reseller', { userId }) });
    const otherOnSecond = connect(second.url, { token: second.token('reseller') });
    sockets.push(onFirst, onSecond, otherOnSecond);
    await Promise.all([onFirst, onSecond, otherOnSecond].map(connected));
    const got = new Map<Socket, unknown[]>([onFirst, onSecond, otherOnSecond].map((s) => [s, []]));
    for (const [s, list] of got) s.on('order:status-changed', (c: unknown) => list.push(c));

    const change = orderStatusChanged({ userId });
    await publishStatusChange(change, 3);
    await new Promise((r) => setTimeout(r, 600));

    expect(got.get(onFirst)).toEqual([change]);
    expect(got.get(onSecond)).toEqual([change]);
    expect(got.get(otherOnSecond)).toEqual([]);
  });

  it('emits to user:<id> on this replica to that user only', async () => {
    const userId = uniqueId();
    const mine = connect(gw.url, { token: gw.token('reseller', { userId }) });
    const other = connect(gw.url, { token: gw.token('reseller') });
    sockets.push(mine, other);
    await Promise.all([connected(mine), connected(other)]);

    let otherGotIt = false;
    other.on('withdrawal:updated', () => (otherGotIt = true));
    const received = nextEvent<WithdrawalUpdate>(mine, 'withdrawal:updated');
    gw.app.get(RealtimeEmitter).toUser(userId, 'withdrawal:updated', { id: 'w-1', status: 'paid' });
    expect(await received).toEqual({ id: 'w-1', status: 'paid' });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherGotIt).toBe(false);
  });

  it('puts staff in the staff room', async () => {
    const helper = connect(gw.url, { token: gw.token('topup_helper') });
    const reseller = connect(gw.url, { token: gw.token('reseller') });
    sockets.push(helper, reseller);
    await Promise.all([connected(helper), connected(reseller)]);
    let resellerGotIt = false;
    reseller.on('withdrawal:updated', () => (resellerGotIt = true));
    const received = nextEvent(helper, 'withdrawal:updated');
    gw.app.get(RealtimeEmitter).toStaff('withdrawal:updated', { id: 'w-2', status: 'pending' });
    expect(await received).toEqual({ id: 'w-2', status: 'pending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(resellerGotIt).toBe(false);
  });

  it("relays an order's status change to its reseller's sockets only, once per event", async () => {
    const resellerId = uniqueId();
    const mine = connect(gw.url, { token: gw.token('reseller', { userId: resellerId }) });
    const mineAgain = connect(gw.url, { token: gw.token('reseller', { userId: resellerId }) });
    const other = connect(gw.url, { token: gw.token('reseller') });
    const admin = connect(gw.url, { token: gw.token('admin') });
    sockets.push(mine, mineAgain, other, admin);
    await Promise.all([mine, mineAgain, other, admin].map(connected));
    const got = new Map<Socket, OrderStatusChangedV1[]>();
    for (const s of [mine, mineAgain, other, admin]) {
      got.set(s, []);
      s.on('order:status-changed', (c: OrderStatusChangedV1) => got.get(s)?.push(c));
    }

    const change = orderStatusChanged({ userId: resellerId, courier: 'TCS', trackingId: 'TCS123', trackingLink: 'https://tcs.example/track/TCS123' });
    // orders' outbox publishes at least once: the same envelope twice is one live event
    await publishStatusChange(change, 2);
    await new Promise((r) => setTimeout(r, 600));

    expect(got.get(mine)).toEqual([change]);
    expect(got.get(mineAgain)).toEqual([change]);
    expect(got.get(other)).toEqual([]);
    expect(got.get(admin)).toEqual([]);
  });

  it.each([
    ['without a token', undefined],
    ['with a forged token', { token: 'forged.token.value' }],
  ])('refuses a connection %s', async (_label, auth) => {
    const socket = connect(gw.url, auth);
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow(MSG.authRequired);
  });
});
