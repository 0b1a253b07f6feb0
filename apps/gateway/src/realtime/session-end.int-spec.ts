import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PRIVATE_KEY } from '@resellpk/backend-config';
import { connectNats } from '@resellpk/backend-messaging';
import { uniqueId } from '@resellpk/backend-testing';
import { IdentityEvents, type RoleChangedV1, type Role, type SessionsRevokedV1 } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { RealtimeEmitter } from './realtime-emitter';

/** A browser's socket that does not reconnect by itself, so a close stays visible. */
function connect(url: string, token: string): Socket {
  return io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the close reason, or null when the socket is still open after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

interface Session {
  userId: string;
  sid: string;
  token: string;
}

function session(role: Role, opts: { userId?: string; ttlSeconds?: number } = {}): Session {
  const userId = opts.userId ?? randomUUID();
  const sid = randomUUID();
  return { userId, sid, token: signAccessToken({ sub: userId, role, plan: 'free', sid }, DEV_JWT_PRIVATE_KEY, opts.ttlSeconds) };
}

/**
 * The attack: keep a socket (and an access token) after the session ended. A staff member's socket
 * kept open across logout, a password reset or a demotion must not keep receiving the staff room,
 * and the access token of a logged-out session must not keep working for its 15 minutes.
 * identity's events are published the way its outbox relay publishes them.
 */
describe('a session that ends takes its sockets and access tokens with it', () => {
  let gw: RunningGateway;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await gw?.close();
  });

  async function publish<T>(subject: string, data: T): Promise<void> {
    const identity = await connectNats(gw.nats.url, 'identity-stand-in', gw.nats.superuser);
    try {
      const envelope = { id: randomUUID(), type: subject, version: 1, occurredAt: new Date().toISOString(), correlationId: 'test', data };
      identity.publish(subject, Buffer.from(JSON.stringify(envelope)));
      await identity.flush();
    } finally {
      await identity.drain();
    }
  }
  const revoke = (s: Session, reason = 'logout') => publish<SessionsRevokedV1>(IdentityEvents.sessionRevokedV1, { userId: s.userId, sessionIds: [s.sid], reason });

  async function openSocket(s: Session): Promise<{ socket: Socket; staffEvents: unknown[] }> {
    const socket = connect(gw.url, s.token);
    sockets.push(socket);
    await connected(socket);
    const staffEvents: unknown[] = [];
    socket.on('withdrawal:updated', (p: unknown) => staffEvents.push(p));
    return { socket, staffEvents };
  }

  /** GET /me with the token: 401 when the guard refuses it (anything else means it was let through). */
  const meStatus = async (token: string) => (await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${token}`)).status;

  it('logout: the staff socket is closed within seconds, hears no more of the staff room, and the token is refused', async () => {
    const helper = session('topup_helper');
    const sameUserOtherDevice = session('topup_helper', { userId: helper.userId });
    const kept = await openSocket(helper);
    const other = await openSocket(sameUserOtherDevice);
    // the verifier remembers the token: the refusal must also hold for a cached one
    expect(await meStatus(helper.token)).not.toBe(401);

    gw.app.get(RealtimeEmitter).toStaff('withdrawal:updated', { id: 'probe-1', status: 'pending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.staffEvents).toEqual([{ id: 'probe-1', status: 'pending' }]);

    const closed = closedWithin(kept.socket, 3000);
    await revoke(helper);
    expect(await closed).toBe('io server disconnect');

    gw.app.get(RealtimeEmitter).toStaff('withdrawal:updated', { id: 'probe-2', status: 'pending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.staffEvents).toEqual([{ id: 'probe-1', status: 'pending' }]);
    // the same user's other session is not touched
    expect(other.socket.connected).toBe(true);
    expect(other.staffEvents).toEqual([{ id: 'probe-1', status: 'pending' }, { id: 'probe-2', status: 'pending' }]);

    // the logged-out session's access token: refused over HTTP and at a new handshake
    const res = await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${helper.token}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: MSG.authRequired });
    const again = connect(gw.url, helper.token);
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow(MSG.authRequired);
    expect(await meStatus(sameUserOtherDevice.token)).not.toBe(401);
  });

  it('password reset: every listed session of the user is closed at once', async () => {
    const userId = randomUUID();
    const phone = session('reseller', { userId });
    const laptop = session('reseller', { userId });
    const a = await openSocket(phone);
    const b = await openSocket(laptop);
    const closed = Promise.all([closedWithin(a.socket, 3000), closedWithin(b.socket, 3000)]);
    await publish<SessionsRevokedV1>(IdentityEvents.sessionRevokedV1, { userId, sessionIds: [phone.sid, laptop.sid], reason: 'password-reset' });
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await meStatus(laptop.token)).toBe(401);
  });

  it('demotion: the staff socket leaves the staff room and closes; the old token is refused, one with the new role works', async () => {
    const helper = session('topup_helper');
    const kept = await openSocket(helper);
    const closed = closedWithin(kept.socket, 3000);
    await publish<RoleChangedV1>(IdentityEvents.roleChangedV1, { userId: helper.userId, fromRole: 'topup_helper', toRole: 'reseller', changedBy: uniqueId() });
    expect(await closed).toBe('io server disconnect');
    gw.app.get(RealtimeEmitter).toStaff('withdrawal:updated', { id: 'probe-3', status: 'pending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.staffEvents).toEqual([]);

    expect(await meStatus(helper.token)).toBe(401);
    // the browser refreshes: its new token carries the new role and is let in (no staff room)
    const refreshed = session('reseller', { userId: helper.userId });
    expect(await meStatus(refreshed.token)).not.toBe(401);
    const back = await openSocket(refreshed);
    gw.app.get(RealtimeEmitter).toStaff('withdrawal:updated', { id: 'probe-4', status: 'pending' });
    await new Promise((r) => setTimeout(r, 100));
    expect(back.staffEvents).toEqual([]);
    expect(back.socket.connected).toBe(true);
  });

  it('expiry: a socket is closed when its access token expires', async () => {
    const shortLived = session('topup_helper', { ttlSeconds: 2 });
    const kept = await openSocket(shortLived);
    expect(await closedWithin(kept.socket, 4000)).toBe('io server disconnect');
  });

  it('a replica started after the logout refuses the token too (it reads the ended sessions from Redis)', async () => {
    const reseller = session('reseller');
    await revoke(reseller);
    // this replica has heard it: wait until it is applied, then start one that has not
    for (let i = 0; i < 50 && (await meStatus(reseller.token)) !== 401; i++) await new Promise((r) => setTimeout(r, 50));
    const later = await startGateway();
    try {
      expect((await request(later.url).get('/api/v1/me').set('Authorization', `Bearer ${reseller.token}`)).status).toBe(401);
      expect((await request(later.url).get('/api/v1/me').set('Authorization', `Bearer ${session('reseller').token}`)).status).not.toBe(401);
    } finally {
      await later.close();
    }
  });
});
