import { Injectable } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { STAFF_ROOM, userRoom } from './rooms';

/** Pushes events to connected browsers; through the Redis adapter it reaches every replica. */
@Injectable()
export class RealtimeEmitter {
  constructor(private readonly gateway: RealtimeGateway) {}

  toUser(userId: string, event: string, payload: unknown): void {
    this.toRoom(userRoom(userId), event, payload);
  }

  toStaff(event: string, payload: unknown): void {
    this.toRoom(STAFF_ROOM, event, payload);
  }

  toRoom(room: string, event: string, payload: unknown): void {
    this.gateway.server.to(room).emit(event, payload);
  }

  /** One emit to the union of rooms: a socket in several of them receives it once. */
  toRooms(rooms: string[], event: string, payload: unknown): void {
    this.gateway.server.to(rooms).emit(event, payload);
  }
}
