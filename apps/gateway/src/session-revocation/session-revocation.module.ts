import { Module } from '@nestjs/common';
import { SessionRevocationFeed } from './session-revocation-feed';

/** Ended sessions and changed roles from identity's events, refused by the access-token verifier. */
@Module({ providers: [SessionRevocationFeed], exports: [SessionRevocationFeed] })
export class SessionRevocationModule {}
