import { Module } from '@nestjs/common';

/**
 * Root module of coins-service. The platform (bootstrapService) already provides the database,
 * NATS, the outbox relay and the `coins.health` handler; domain modules are imported here.
 */
@Module({})
export class AppModule {}
