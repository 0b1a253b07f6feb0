import type { RealtimeClientEvents, RealtimeServerEvents } from '@resellpk/contracts';
import type { Socket } from 'socket.io-client';
import { authStore, refreshSession } from '@resellpk/web-api';

/** The server -> browser events of the gateway's socket.io (docs/wallet-and-chats.md "Live"); the contract names them on both sides. */
export const LIVE_EVENTS = [
  'chat:message',
  'chat:rooms-changed',
  'payment-request:updated',
  'wallet:transaction',
  'notification:new',
  'order:status-changed',
  'withdrawal:updated',
] as const satisfies ReadonlyArray<keyof RealtimeServerEvents>;
export type LiveEvent = (typeof LIVE_EVENTS)[number] | 'connect' | 'chat:join-refused';
type Handler = (payload: unknown) => void;
/** the gateway's handshake refusal (MSG.authRequired) */
const AUTH_REFUSED = 'Authentication Required';

/** typed by the contract the gateway emits with (libs/contracts realtime.ts) */
type LiveSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

let socket: LiveSocket | null = null;
let opening: Promise<void> | null = null;
let boundUserId: string | null = null;
let boundToken: string | null = null;
const handlers = new Map<LiveEvent, Set<Handler>>();
/** chat rooms this page wants, with how many components asked: joined again after a reconnect */
const rooms = new Map<string, number>();

function dispatch(event: LiveEvent, payload: unknown): void {
  handlers.get(event)?.forEach((h) => {
    try {
      h(payload);
    } catch (e) {
      console.error(`[live] handler for ${event} failed`, e);
    }
  });
}

/**
 * A refresh at most every REAUTH_SPACING_MS, and while the gateway keeps refusing (no connection
 * since the last refresh) at most every REAUTH_BACKOFF_MS, so a token it keeps refusing does not turn
 * into a refresh loop. A close inside the wait is retried when it ends rather than dropped: the
 * gateway closes a socket when its token expires and again when the session or the role changes,
 * and live updates must come back after each.
 */
const REAUTH_SPACING_MS = 2_000;
const REAUTH_BACKOFF_MS = 30_000;
let lastReauth = 0;
let connectedSinceReauth = true;
let reauthTimer: ReturnType<typeof setTimeout> | null = null;

/** The gateway refused the token or closed the socket (expiry, a revoked session): refresh, then connect again. */
function reauthenticate(s: LiveSocket): void {
  if (reauthTimer) return;
  const wait = lastReauth + (connectedSinceReauth ? REAUTH_SPACING_MS : REAUTH_BACKOFF_MS) - Date.now();
  if (wait > 0) {
    reauthTimer = setTimeout(() => {
      reauthTimer = null;
      if (socket === s && !s.connected) reauthenticate(s);
    }, wait);
    return;
  }
  lastReauth = Date.now();
  connectedSinceReauth = false;
  void refreshSession()
    .catch(() => null)
    .then((renewed) => {
      if (renewed && socket === s && !s.connected) s.connect();
    });
}

async function open(): Promise<void> {
  // loaded on first use: visitors who are never signed in do not download the client
  const { io } = await import('socket.io-client');
  if (socket || !authStore.get().accessToken) return;
  const s: LiveSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    // a callback, so every (re)connect sends the current, possibly refreshed, token
    auth: (cb) => cb({ token: authStore.get().accessToken }),
  });
  socket = s;
  boundUserId = authStore.get().user?.id ?? null;
  boundToken = authStore.get().accessToken;
  s.on('connect', () => {
    connectedSinceReauth = true;
    boundToken = authStore.get().accessToken;
    rooms.forEach((_n, roomId) => s.emit('chat:join', { roomId }));
    dispatch('connect', null);
  });
  // refused by the gateway's auth check (socket.io then does not retry by itself); other errors
  // (server away) are retried by socket.io with its backoff
  s.on('connect_error', (err) => {
    if (err.message === AUTH_REFUSED) reauthenticate(s);
  });
  s.on('disconnect', (reason) => {
    // the server closed it (the token expired, the session ended, the role changed): socket.io
    // does not retry by itself then
    if (reason === 'io server disconnect') reauthenticate(s);
  });
  for (const event of [...LIVE_EVENTS, 'chat:join-refused'] as const) s.on(event, (payload: unknown) => dispatch(event, payload));
}

/** Connects for the signed-in user (idempotent). */
export function startLive(): Promise<void> {
  if (socket) return Promise.resolve();
  opening ??= open().finally(() => {
    opening = null;
  });
  return opening;
}

/** Closes the connection (logout, or another user signed in). */
export function stopLive(): void {
  if (reauthTimer) clearTimeout(reauthTimer);
  reauthTimer = null;
  socket?.disconnect();
  socket = null;
  boundUserId = null;
  boundToken = null;
}

export function isLiveConnected(): boolean {
  return Boolean(socket?.connected);
}

// A refreshed token re-authenticates the socket (the gateway checks the token at the handshake
// and refuses room joins on an expired one): reconnect, which rejoins the rooms. A different
// user, or none, must not keep the old user's channels.
authStore.subscribe(() => {
  const { accessToken, user } = authStore.get();
  if (!socket) return;
  if (!accessToken) stopLive();
  else if ((user?.id ?? null) !== boundUserId) {
    stopLive();
    void startLive();
  } else if (accessToken !== boundToken) {
    boundToken = accessToken;
    socket.disconnect().connect();
  }
});

export function onLive(event: LiveEvent, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** Asks to receive a chat room's messages; the gateway joins only rooms this user may read. */
export function joinRoom(roomId: string): () => void {
  rooms.set(roomId, (rooms.get(roomId) ?? 0) + 1);
  if (socket?.connected) socket.emit('chat:join', { roomId });
  return () => {
    const left = (rooms.get(roomId) ?? 1) - 1;
    if (left > 0) {
      rooms.set(roomId, left);
      return;
    }
    rooms.delete(roomId);
    if (socket?.connected) socket.emit('chat:leave', { roomId });
  };
}
