import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { authStore, refreshSession } from '@resellpk/web-api';
import { isLiveConnected, joinRoom, onLive, startLive, stopLive } from './live-socket';

// the refresh goes through the gateway's cookie route in a browser; here it hands out the next token
jest.mock('@resellpk/web-api', () => ({ ...jest.requireActual('@resellpk/web-api'), refreshSession: jest.fn() }));

/**
 * The browser's socket against a real socket.io server that checks the handshake token like the
 * gateway: it connects with the access token, reconnects with the refreshed one, joins its chat
 * rooms again after reconnecting, and drops the old user's connection on a new login.
 */
describe('live socket', () => {
  let http: HttpServer;
  let io: Server;
  const handshakes: string[] = [];
  const joins: string[] = [];
  const serverSockets = new Map<string, Socket>();
  const user = (id: string) => ({ id, email: `${id}@x.pk`, name: id, role: 'reseller' as const, plan: 'free' as const });

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { path: '/socket.io' });
    io.use((socket, next) => {
      const token = socket.handshake.auth?.token;
      if (typeof token !== 'string' || !token.startsWith('valid')) return next(new Error('Authentication Required'));
      handshakes.push(token);
      next();
    });
    io.on('connection', (socket: Socket) => {
      serverSockets.set(socket.handshake.auth.token, socket);
      socket.on('chat:join', ({ roomId }: { roomId: string }) => {
        joins.push(`${socket.handshake.auth.token}:${roomId}`);
        socket.emit('chat:message', { chatRoomId: roomId, id: 'm1' });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    // socket.io-client connects to the page's origin, as in the browser
    (globalThis as { location?: unknown }).location = { protocol: 'http:', host: `127.0.0.1:${port}`, hostname: '127.0.0.1', port: String(port) };
  });

  afterAll(async () => {
    stopLive();
    authStore.clear();
    io.close();
    await new Promise((resolve) => http.close(resolve));
    delete (globalThis as { location?: unknown }).location;
  });

  const waitFor = async (check: () => boolean, what: string, timeoutMs = 2000) => {
    for (let i = 0; i < timeoutMs / 20 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    if (!check()) throw new Error(`timed out waiting for ${what}`);
  };

  it('connects with the token, rejoins rooms with the refreshed token, and drops the old user', async () => {
    authStore.set({ accessToken: 'valid-1', user: user('u1') });
    const received: unknown[] = [];
    const off = onLive('chat:message', (p) => received.push(p));
    await startLive();
    await waitFor(isLiveConnected, 'the first connection');
    expect(handshakes).toEqual(['valid-1']);

    const leave = joinRoom('room-a');
    await waitFor(() => received.length === 1, 'the room message');
    expect(joins).toEqual(['valid-1:room-a']);

    // a silent refresh: the socket re-authenticates and is back in its room
    authStore.set({ accessToken: 'valid-2', user: user('u1') });
    await waitFor(() => joins.length === 2 && isLiveConnected(), 'the reconnect');
    expect(handshakes).toEqual(['valid-1', 'valid-2']);
    expect(joins[1]).toBe('valid-2:room-a');

    // another user signs in on this page: a new connection with their token
    leave();
    authStore.set({ accessToken: 'valid-3', user: user('u2') });
    await waitFor(() => handshakes.length === 3 && isLiveConnected(), 'the new user');
    expect(handshakes[2]).toBe('valid-3');
    expect(joins).toHaveLength(2);

    // signed out: no connection
    authStore.clear();
    expect(isLiveConnected()).toBe(false);
    off();
  });

  it('comes back each time the gateway closes it (the token expired, then the session or the role changed), with a refreshed token and its rooms', async () => {
    let refreshes = 0;
    jest.mocked(refreshSession).mockImplementation(async () => {
      const payload = { accessToken: `valid-refreshed-${++refreshes}`, user: user('u3') };
      authStore.set(payload);
      return payload;
    });
    authStore.set({ accessToken: 'valid-first', user: user('u3') });
    await startLive();
    await waitFor(isLiveConnected, 'the connection');
    const leave = joinRoom('room-b');
    await waitFor(() => joins.includes('valid-first:room-b'), 'the room join');

    // the gateway closes the socket at the token's expiry
    serverSockets.get('valid-first')?.disconnect(true);
    await waitFor(() => joins.includes('valid-refreshed-1:room-b') && isLiveConnected(), 'the reconnect after expiry');

    // moments later it closes it again (a role change): live updates come back again
    serverSockets.get('valid-refreshed-1')?.disconnect(true);
    await waitFor(() => joins.includes('valid-refreshed-2:room-b') && isLiveConnected(), 'the reconnect after the second close', 5000);
    expect(handshakes.slice(-2)).toEqual(['valid-refreshed-1', 'valid-refreshed-2']);

    leave();
    authStore.clear();
    expect(isLiveConnected()).toBe(false);
  });
});
