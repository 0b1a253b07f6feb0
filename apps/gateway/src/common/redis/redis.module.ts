import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** Redis for rate limits and health; commands fail fast while disconnected instead of queueing. */
export async function createRedisClient(url: string, name: string): Promise<Redis> {
  const logger = new Logger('Redis');
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // Every API request runs one rate-limit script: commands issued in the same event-loop tick
    // leave in one socket write instead of one write each (a write on loopback TCP is costly).
    enableAutoPipelining: true,
  });
  // one line per outage, not one per retry
  let down = false;
  redis.on('error', (err) => {
    if (!down) logger.warn(`Redis connection problem: ${err.message}`);
    down = true;
  });
  redis.on('ready', () => (down = false));
  // The gateway still boots without Redis (limits fail open, health says 503); ioredis keeps retrying.
  await redis.connect().catch((err: Error) => logger.warn(`Redis not reachable at boot: ${err.message}`));
  return redis;
}

@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  static forRoot(): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS_CLIENT,
          inject: [GATEWAY_CONFIG],
          useFactory: (config: GatewayConfig) => createRedisClient(config.REDIS_URL, 'gateway'),
        },
      ],
      exports: [REDIS_CLIENT],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
