import { Module } from '@nestjs/common';
import { RealtimeEmitter } from './realtime-emitter';
import { RealtimeRelay } from './realtime-relay';
import { RealtimeGateway } from './realtime.gateway';

@Module({ providers: [RealtimeGateway, RealtimeEmitter, RealtimeRelay], exports: [RealtimeEmitter] })
export class RealtimeModule {}
