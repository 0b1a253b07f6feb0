import { Module } from '@nestjs/common';
import { SessionRevocationModule } from '../session-revocation/session-revocation.module';
import { RealtimeEmitter } from './realtime-emitter';
import { RealtimeRelay } from './realtime-relay';
import { RelayDedupe } from './relay-dedupe';
import { RealtimeGateway } from './realtime.gateway';

@Module({ imports: [SessionRevocationModule], providers: [RealtimeGateway, RealtimeEmitter, RealtimeRelay, { provide: RelayDedupe, useFactory: () => new RelayDedupe() }], exports: [RealtimeEmitter] })
export class RealtimeModule {}
