import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { REDIS_CLIENT } from '../redis/redis.module';
import { AccountLoginLimiter } from './account-login-limiter';
import { GatewayThrottlerGuard } from './gateway-throttler.guard';
import { throttlerOptions } from './rate-limit';
import { RedisThrottlerStorage } from './redis-throttler.storage';

@Module({})
export class ThrottlingModule {
  static forRoot(): DynamicModule {
    return {
      module: ThrottlingModule,
      // global: the login route's AccountLoginLimitInterceptor injects the limiter
      global: true,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [GATEWAY_CONFIG, REDIS_CLIENT],
          useFactory: (config: GatewayConfig, redis: Redis) => throttlerOptions(config, new RedisThrottlerStorage(redis)),
        }),
      ],
      providers: [
        { provide: APP_GUARD, useClass: GatewayThrottlerGuard },
        {
          provide: AccountLoginLimiter,
          inject: [GATEWAY_CONFIG, REDIS_CLIENT],
          useFactory: (config: GatewayConfig, redis: Redis) =>
            new AccountLoginLimiter(redis, {
              limit: config.THROTTLE_LOGIN_ACCOUNT_LIMIT,
              windowMs: config.THROTTLE_LOGIN_ACCOUNT_WINDOW_MS,
              deviceTtlMs: config.THROTTLE_LOGIN_DEVICE_TTL_DAYS * 86_400_000,
            }),
        },
      ],
      exports: [AccountLoginLimiter],
    };
  }
}
