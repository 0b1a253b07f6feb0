import { uniqueId } from '@resellpk/backend-testing';
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
    // a second replica: emits must cross replicas through the Redis adapter
    second = await startGateway();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await gw?.close();
    await second?.close();
  });

  it('delivers an event emitted to user:<id> to that user only, from any replica', async () => {
    const userId = uniqueId();
    const mine = connect(gw.url, { token: gw.token('reseller', { userId }) });
    const other = connect(gw.url, { token: gw.token('reseller') });
    sockets.push(mine, other);
    await Promise.all([connected(mine), connected(other)]);

    let otherGotIt = false;
    other.on('order.updated', () => (otherGotIt = true));
    const received = nextEvent<{ orderId: string }>(mine, 'order.updated');
    second.app.get(RealtimeEmitter).toUser(userId, 'order.updated', { orderId: 'o-1' });
    expect(await received).toEqual({ orderId: 'o-1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherGotIt).toBe(false);
  });

  it('puts staff in the staff room', async () => {
    const helper = connect(gw.url, { token: gw.token('topup_helper') });
    const reseller = connect(gw.url, { token: gw.token('reseller') });
    sockets.push(helper, reseller);
    await Promise.all([connected(helper), connected(reseller)]);
    let resellerGotIt = false;
    reseller.on('topup.created', () => (resellerGotIt = true));
    const received = nextEvent(helper, 'topup.created');
    gw.app.get(RealtimeEmitter).toStaff('topup.created', { id: 'p-1' });
    expect(await received).toEqual({ id: 'p-1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(resellerGotIt).toBe(false);
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
