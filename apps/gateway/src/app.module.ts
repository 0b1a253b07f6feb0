import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthModule } from '@resellpk/backend-auth';
import { LoggingModule } from '@resellpk/backend-logging';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AuthRoutesModule } from './auth/auth.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { RedisModule } from './common/redis/redis.module';
import { NatsModule } from './common/service-client/nats.module';
import { ThrottlingModule } from './common/throttling/throttling.module';
import type { GatewayConfig } from './config/gateway-config';
import { GatewayConfigModule } from './config/gateway-config.module';
import { HealthModule } from './health/health.module';
import { MeModule } from './me/me.module';
import { PlansModule } from './plans/plans.module';
import { RealtimeModule } from './realtime/realtime.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayConfigModule.forRoot(config),
        LoggingModule.forRoot('gateway'),
        RedisModule.forRoot(),
        NatsModule.forRoot(),
        // rate limits run before authentication, so anonymous floods are cut early
        ThrottlingModule.forRoot(),
        AuthModule.forRoot({ accessTokenSecret: config.JWT_ACCESS_SECRET }),
        HealthModule,
        RealtimeModule,
        AuthRoutesModule,
        MeModule,
        PlansModule,
        AdminUsersModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
