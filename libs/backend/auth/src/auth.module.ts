import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AUTH_OPTIONS, AuthGuard, type AuthOptions } from './auth.guard';

/** Registers AuthGuard as the global guard of the app importing it. */
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    if (!options.accessTokenSecret) throw new Error('AuthModule needs accessTokenSecret');
    return {
      module: AuthModule,
      global: true,
      providers: [{ provide: AUTH_OPTIONS, useValue: options }, { provide: APP_GUARD, useClass: AuthGuard }],
      exports: [AUTH_OPTIONS],
    };
  }
}
