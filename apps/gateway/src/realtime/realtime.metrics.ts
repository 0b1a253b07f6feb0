import { defineCounter, defineGauge } from '@resellpk/backend-observability';
import type { RealtimeServerEvents } from '@resellpk/contracts';
import type { Server } from 'socket.io';

/** Every event the gateway sends to browsers (the `event` label's set); the type keeps it complete. */
const SERVER_EVENTS = {
  'chat:message': true,
  'chat:rooms-changed': true,
  'chat:joined': true,
  'chat:join-refused': true,
  'payment-request:updated': true,
  'wallet:transaction': true,
  'withdrawal:updated': true,
  'notification:new': true,
  'order:status-changed': true,
} satisfies Record<keyof RealtimeServerEvents, true>;
export const REALTIME_SERVER_EVENTS = Object.keys(SERVER_EVENTS) as (keyof RealtimeServerEvents)[];

const servers = new Set<Server>();

/** Sockets connected to this gateway process, read at scrape time. */
export const socketioConnections = defineGauge({
  name: 'socketio_connections',
  help: 'socket.io connections open on this gateway process',
  collect() {
    let open = 0;
    for (const server of servers) open += server.engine?.clientsCount ?? 0;
    this.set({}, open);
  },
});

/** One per emit (to a room, a set of rooms or a socket), not per receiving socket. */
export const socketioEmits = defineCounter({
  name: 'socketio_emits_total',
  help: 'socket.io events emitted by the gateway, by event name',
  labels: { event: REALTIME_SERVER_EVENTS },
});

/** Counts `server`'s connections in socketio_connections until the returned function is called. */
export function watchSocketServer(server: Server): () => void {
  servers.add(server);
  return () => void servers.delete(server);
}
