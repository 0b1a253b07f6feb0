import { Injectable } from '@nestjs/common';
import type { RealtimeServerEvents } from '@resellpk/contracts';
import { RealtimeGateway } from './realtime.gateway';
import { socketioEmits } from './realtime.metrics';
import { STAFF_ROOM, userRoom } from './rooms';

type ServerEvent = keyof RealtimeServerEvents;
/** What `event` carries, as the browser's socket (libs/web/live) is typed to receive it. */
type PayloadOf<E extends ServerEvent> = Parameters<RealtimeServerEvents[E]>[0];

/** Pushes events to the browsers connected to this replica (each replica relays every event itself). */
@Injectable()
export class RealtimeEmitter {
  constructor(private readonly gateway: RealtimeGateway) {}

  toUser<E extends ServerEvent>(userId: string, event: E, payload: PayloadOf<E>): void {
    this.toRoom(userRoom(userId), event, payload);
  }

  toStaff<E extends ServerEvent>(event: E, payload: PayloadOf<E>): void {
    this.toRoom(STAFF_ROOM, event, payload);
  }

  toRoom<E extends ServerEvent>(room: string, event: E, payload: PayloadOf<E>): void {
    this.gateway.server.to(room).emit(event, payload);
    socketioEmits.inc({ event });
  }

  /** One emit to the union of rooms: a socket in several of them receives it once. */
  toRooms<E extends ServerEvent>(rooms: string[], event: E, payload: PayloadOf<E>): void {
    this.gateway.server.to(rooms).emit(event, payload);
    socketioEmits.inc({ event });
  }

  /** To `room`, leaving out the sockets that are also in `except`. */
  toRoomExcept<E extends ServerEvent>(room: string, except: string, event: E, payload: PayloadOf<E>): void {
    this.gateway.server.to(room).except(except).emit(event, payload);
    socketioEmits.inc({ event });
  }
}
