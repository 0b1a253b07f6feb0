import { Injectable } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { socketioEmits } from './realtime.metrics';
import { STAFF_ROOM, userRoom } from './rooms';

/** Pushes events to the browsers connected to this replica (each replica relays every event itself). */
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
    socketioEmits.inc({ event });
  }

  /** One emit to the union of rooms: a socket in several of them receives it once. */
  toRooms(rooms: string[], event: string, payload: unknown): void {
    this.gateway.server.to(rooms).emit(event, payload);
    socketioEmits.inc({ event });
  }

  /** To `room`, leaving out the sockets that are also in `except`. */
  toRoomExcept(room: string, except: string, event: string, payload: unknown): void {
    this.gateway.server.to(room).except(except).emit(event, payload);
    socketioEmits.inc({ event });
  }
}
