import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { AccessTokenVerifier, userFromClaims, type AuthenticatedUser } from '@resellpk/backend-auth';
import { STAFF_ROLES } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { Server, Socket } from 'socket.io';
import { STAFF_ROOM, userRoom } from './rooms';

type AuthedSocket = Socket & { data: { user?: AuthenticatedUser } };

/**
 * socket.io at `/socket.io`. The handshake must carry `auth: {token: <access token>}`; a missing
 * or bad token refuses the connection (`connect_error` with "Authentication Required").
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<AuthedSocket> {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server!: Server;

  constructor(private readonly verifier: AccessTokenVerifier) {}

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
}
