import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { GatewayThrottlerGuard } from './gateway-throttler.guard';
import { throttlerOptions } from './rate-limit';
import { RedisThrottlerStorage } from './redis-throttler.storage';

@Module({})
export class ThrottlingModule {
  static forRoot(): DynamicModule {
    return {
      module: ThrottlingModule,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [GATEWAY_CONFIG, REDIS_CLIENT],
          useFactory: (config: GatewayConfig, redis: Redis) => throttlerOptions(config, new RedisThrottlerStorage(redis)),
        }),
      ],
      providers: [{ provide: APP_GUARD, useClass: GatewayThrottlerGuard }],
    };
  }
}
