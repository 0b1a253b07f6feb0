import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { KeyObject } from 'node:crypto';
import { AccessTokenVerifier } from './access-token';
import { AUTH_OPTIONS, AuthGuard, type AuthOptions } from './auth.guard';
import { SessionRevocations } from './session-revocations';

/**
 * Registers AuthGuard as the global guard of the app importing it, with one AccessTokenVerifier
 * (also injectable as AccessTokenVerifier, e.g. for socket.io's handshake). The verifier refuses
 * the tokens of SessionRevocations, injectable too so the app can feed it (the gateway: from NATS).
 */
@Module({})
export class AuthModule {
  static forRoot(options: { accessTokenPublicKey: KeyObject }): DynamicModule {
    if (!options.accessTokenPublicKey) throw new Error('AuthModule needs accessTokenPublicKey');
    const revocations = new SessionRevocations();
    const verifier = new AccessTokenVerifier(options.accessTokenPublicKey, undefined, revocations);
    return {
      module: AuthModule,
      global: true,
      providers: [
        { provide: AUTH_OPTIONS, useValue: { verifier } satisfies AuthOptions },
        { provide: AccessTokenVerifier, useValue: verifier },
        { provide: SessionRevocations, useValue: revocations },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [AUTH_OPTIONS, AccessTokenVerifier, SessionRevocations],
    };
  }
}
