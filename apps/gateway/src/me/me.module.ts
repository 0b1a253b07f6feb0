import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../common/redis/redis.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { MeController } from './me.controller';
import { PASSWORD_CHANGE_KEY_PREFIX, PasswordChangeLimiter } from './password-change-limiter';
import { TwoFactorController } from './two-factor.controller';

@Module({
  controllers: [MeController, TwoFactorController],
  providers: [
    {
      provide: PasswordChangeLimiter,
      inject: [GATEWAY_CONFIG, REDIS_CLIENT],
      useFactory: (config: GatewayConfig, redis: Redis) =>
        new PasswordChangeLimiter(
          redis,
          { limit: config.THROTTLE_LOGIN_ACCOUNT_LIMIT, windowMs: config.THROTTLE_LOGIN_ACCOUNT_WINDOW_MS, deviceTtlMs: 0 },
          PASSWORD_CHANGE_KEY_PREFIX,
        ),
    },
  ],
})
export class MeModule {}
