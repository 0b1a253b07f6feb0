import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { AccessTokenVerifier, SessionRevocations, userFromClaims, type AuthenticatedUser } from '@resellpk/backend-auth';
import { normalizeCorrelationId } from '@resellpk/backend-logging';
import { ChatSubjects, REALTIME_PATH, STAFF_ROLES, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { Server, Socket } from 'socket.io';
import { GatewayBus } from '../common/bus/gateway-bus';
import { SessionRevocationFeed } from '../session-revocation/session-revocation-feed';
import { watchSocketServer, socketioEmits } from './realtime.metrics';
import { STAFF_ROOM, chatRoom, userRoom } from './rooms';

type AuthedSocket = Socket & { data: { user?: AuthenticatedUser; expiresAt?: number; joinAttempts?: number[] } };

/** setTimeout's ceiling (~24.8 days); a token never lives that long, but a bad clock must not fire it at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Each chat:join asks chat-service: a socket gets JOIN_ATTEMPTS of them per JOIN_WINDOW_MS, and at most MAX_CHAT_ROOMS rooms at once. */
export const JOIN_ATTEMPTS = 20;
export const JOIN_WINDOW_MS = 10_000;
export const MAX_CHAT_ROOMS = 50;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{roomId}` from a client, or null when it is not a room id. */
function roomIdOf(body: unknown): string | null {
  const roomId = (body as { roomId?: unknown } | null)?.roomId;
  return typeof roomId === 'string' && UUID_RE.test(roomId) ? roomId.toLowerCase() : null;
}

/**
 * socket.io at `/socket.io`. The handshake must carry `auth: {token: <access token>}`; a missing
 * or bad token refuses the connection (`connect_error` with "Authentication Required"). A socket
 * is in `user:<id>`, in `staff` for staff roles, and in `chat:<roomId>` only after chat-service
 * said this user may see that room.
 *
 * A socket lives no longer than its token: it is closed when the token expires (the browser
 * refreshes and connects again with the new token, libs/web/live), and within moments of its
 * session ending or its user's role changing (SessionRevocationFeed), leaving the staff room first.
 */
@WebSocketGateway({ path: REALTIME_PATH })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<AuthedSocket>, OnModuleDestroy {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server!: Server;
  private readonly stopListening: () => void;
  private unwatchServer?: () => void;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly bus: GatewayBus,
    private readonly revocations: SessionRevocations,
    feed: SessionRevocationFeed,
  ) {
    this.stopListening = feed.onChange((userId) => this.closeRevoked(userId));
  }

  onModuleDestroy(): void {
    this.stopListening();
    this.unwatchServer?.();
  }

  afterInit(server: Server): void {
    this.unwatchServer = watchSocketServer(server);
    server.use((socket: AuthedSocket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      try {
        if (typeof token !== 'string') throw new Error('missing token');
        const claims = this.verifier.verify(token);
        socket.data.user = userFromClaims(claims);
        socket.data.expiresAt = claims.exp;
        next();
      } catch {
        next(new Error(MSG.authRequired));
      }
    });
  }

  handleConnection(socket: AuthedSocket): void {
    const user = socket.data.user;
    if (!user) {
      socket.disconnect(true);
      return;
    }
    const rooms = [userRoom(user.userId)];
    if (STAFF_ROLES.includes(user.role)) rooms.push(STAFF_ROOM);
    socket.join(rooms);
    this.closeAtExpiry(socket);
    this.logger.debug(`socket ${socket.id} joined ${rooms.join(', ')}`);
  }

  /** The token's end is the socket's: the client reconnects with its refreshed token. */
  private closeAtExpiry(socket: AuthedSocket): void {
    const expiresAt = socket.data.expiresAt;
    if (typeof expiresAt !== 'number') return;
    const timer = setTimeout(() => {
      this.logger.debug(`socket ${socket.id} closed: its token expired`);
      this.close(socket);
    }, Math.min(Math.max(0, expiresAt * 1000 - Date.now()), MAX_TIMER_MS));
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /** Closes the sockets (of `userId`, or all on this replica) whose token is now refused. */
  closeRevoked(userId?: string): void {
    const namespace = this.server?.sockets;
    if (!namespace) return;
    const ids = userId ? (namespace.adapter.rooms.get(userRoom(userId)) ?? new Set<string>()) : namespace.sockets.keys();
    for (const id of [...ids]) {
      const socket = namespace.sockets.get(id) as AuthedSocket | undefined;
      const user = socket?.data.user;
      if (!socket || !user) continue;
      const refusal = this.revocations.refusal({ sub: user.userId, role: user.role, sid: user.sessionId });
      if (!refusal) continue;
      this.logger.debug(`socket ${socket.id} closed: ${refusal}`);
      this.close(socket);
    }
  }

  /** Out of the staff room at once (no event reaches it between now and the close), then closed. */
  private close(socket: AuthedSocket): void {
    void socket.leave(STAFF_ROOM);
    socket.disconnect(true);
  }

  /** Joins `chat:<roomId>` when chat-service allows it; answers `chat:joined` or `chat:join-refused` (and the ack). */
  @SubscribeMessage('chat:join')
  async join(@ConnectedSocket() socket: AuthedSocket, @MessageBody() body: unknown): Promise<{ allowed: boolean }> {
    const user = socket.data.user;
    const roomId = roomIdOf(body);
    let allowed = false;
    if (user && roomId && this.mayTryJoin(socket)) {
      // the token may have expired since the handshake: a stale socket joins nothing new
      const expiresAt = socket.data.expiresAt;
      const expired = typeof expiresAt === 'number' && expiresAt * 1000 < Date.now();
      if (!expired) {
        const ctx: RequestContext = { userId: user.userId, role: user.role, plan: user.plan, correlationId: normalizeCorrelationId(undefined) };
        allowed = await this.bus
          .call(ChatSubjects.canJoinRoom, ctx, { roomId })
          .then((r) => r.allowed === true)
          .catch((err: Error) => {
            this.logger.warn(`chat:join ${roomId} not checked: ${err.message}`);
            return false;
          });
      }
    }
    const ref = { roomId: roomId ?? '' };
    if (allowed && roomId) {
      await socket.join(chatRoom(roomId));
      socket.emit('chat:joined', ref);
      socketioEmits.inc({ event: 'chat:joined' });
    } else {
      socket.emit('chat:join-refused', ref);
      socketioEmits.inc({ event: 'chat:join-refused' });
    }
    return { allowed };
  }

  /** Within the socket's join budget (attempts in the window, rooms at once). */
  private mayTryJoin(socket: AuthedSocket): boolean {
    const now = Date.now();
    const attempts = (socket.data.joinAttempts ?? []).filter((t: number) => now - t < JOIN_WINDOW_MS);
    socket.data.joinAttempts = attempts;
    const chatRooms = [...socket.rooms].filter((r) => r.startsWith('chat:')).length;
    if (attempts.length >= JOIN_ATTEMPTS || chatRooms >= MAX_CHAT_ROOMS) return false;
    attempts.push(now);
    return true;
  }

  @SubscribeMessage('chat:leave')
  async leave(@ConnectedSocket() socket: AuthedSocket, @MessageBody() body: unknown): Promise<{ left: boolean }> {
    const roomId = roomIdOf(body);
    if (roomId) await socket.leave(chatRoom(roomId));
    return { left: roomId !== null };
  }
}
