import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io on the gateway's HTTP server, CORS mirroring the REST API's origin list. No
 * cross-replica adapter: every replica receives every realtime event and emits to its own
 * sockets (`RealtimeRelay`), so an emit never needs to travel through Redis.
 */
export class CorsIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly origins: string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    return super.createIOServer(port, { ...options, cors: { origin: this.origins, credentials: true } });
  }
}
