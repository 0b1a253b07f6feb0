import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io over Redis pub/sub: an emit to `user:<id>` on any gateway replica reaches the
 * socket wherever it is connected. CORS mirrors the REST API's origin list.
 */
export class RedisIoAdapter extends IoAdapter {
  private pub?: Redis;
  private sub?: Redis;
  private adapterConstructor?: ReturnType<typeof createAdapter>;

  constructor(
    app: INestApplicationContext,
    private readonly options: { redisUrl: string; origins: string[] },
  ) {
    super(app);
  }

  async connectToRedis(): Promise<void> {
    this.pub = new Redis(this.options.redisUrl, { connectionName: 'gateway-io-pub', lazyConnect: true });
    this.sub = this.pub.duplicate({ connectionName: 'gateway-io-sub' });
    // errors are retried by ioredis; without listeners they would crash the process
    const ignore = () => undefined;
    this.pub.on('error', ignore);
    this.sub.on('error', ignore);
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.adapterConstructor = createAdapter(this.pub, this.sub, { key: 'rpk:io' });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      cors: { origin: this.options.origins, credentials: true },
    });
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}
