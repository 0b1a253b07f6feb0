import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { AccessTokenVerifier, userFromClaims, type AuthenticatedUser } from '@resellpk/backend-auth';
import { normalizeCorrelationId } from '@resellpk/backend-logging';
import { ChatSubjects, REALTIME_PATH, STAFF_ROLES, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { Server, Socket } from 'socket.io';
import { GatewayBus } from '../common/bus/gateway-bus';
import { STAFF_ROOM, chatRoom, userRoom } from './rooms';

type AuthedSocket = Socket & { data: { user?: AuthenticatedUser } };

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
 */
@WebSocketGateway({ path: REALTIME_PATH })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<AuthedSocket> {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly bus: GatewayBus,
  ) {}

  afterInit(server: Server): void {
    server.use((socket: AuthedSocket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      try {
        if (typeof token !== 'string') throw new Error('missing token');
        socket.data.user = userFromClaims(this.verifier.verify(token));
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
    this.logger.debug(`socket ${socket.id} joined ${rooms.join(', ')}`);
  }

  /** Joins `chat:<roomId>` when chat-service allows it; answers `chat:joined` or `chat:join-refused` (and the ack). */
  @SubscribeMessage('chat:join')
  async join(@ConnectedSocket() socket: AuthedSocket, @MessageBody() body: unknown): Promise<{ allowed: boolean }> {
    const user = socket.data.user;
    const roomId = roomIdOf(body);
    let allowed = false;
    if (user && roomId) {
      // the token may have expired since the handshake: a stale socket joins nothing new
      const expired = typeof user.expiresAt === 'number' && user.expiresAt * 1000 < Date.now();
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
    } else {
      socket.emit('chat:join-refused', ref);
    }
    return { allowed };
  }

  @SubscribeMessage('chat:leave')
  async leave(@ConnectedSocket() socket: AuthedSocket, @MessageBody() body: unknown): Promise<{ left: boolean }> {
    const roomId = roomIdOf(body);
    if (roomId) await socket.leave(chatRoom(roomId));
    return { left: roomId !== null };
  }
}
