import { Module } from '@nestjs/common';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsService } from './rooms/rooms.service';
import { RoomRepository } from './rooms/room.repository';

/**
 * chat-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [RoomsController],
  providers: [RoomsService, RoomRepository],
})
export class AppModule {}
