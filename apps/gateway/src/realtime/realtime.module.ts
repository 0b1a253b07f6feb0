import { Module } from '@nestjs/common';
import { RealtimeEmitter } from './realtime-emitter';
import { RealtimeRelay } from './realtime-relay';
import { RelayDedupe } from './relay-dedupe';
import { RealtimeGateway } from './realtime.gateway';

@Module({ providers: [RealtimeGateway, RealtimeEmitter, RealtimeRelay, { provide: RelayDedupe, useFactory: () => new RelayDedupe() }], exports: [RealtimeEmitter] })
export class RealtimeModule {}
