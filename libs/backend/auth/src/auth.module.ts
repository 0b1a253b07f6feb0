import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { KeyObject } from 'node:crypto';
import { AccessTokenVerifier } from './access-token';
import { AUTH_OPTIONS, AuthGuard, type AuthOptions } from './auth.guard';

/**
 * Registers AuthGuard as the global guard of the app importing it, with one AccessTokenVerifier
 * (also injectable as AccessTokenVerifier, e.g. for socket.io's handshake).
 */
@Module({})
export class AuthModule {
  static forRoot(options: { accessTokenPublicKey: KeyObject }): DynamicModule {
    if (!options.accessTokenPublicKey) throw new Error('AuthModule needs accessTokenPublicKey');
    const verifier = new AccessTokenVerifier(options.accessTokenPublicKey);
    return {
      module: AuthModule,
      global: true,
      providers: [
        { provide: AUTH_OPTIONS, useValue: { verifier } satisfies AuthOptions },
        { provide: AccessTokenVerifier, useValue: verifier },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [AUTH_OPTIONS, AccessTokenVerifier],
    };
  }
}
