import { Module } from '@nestjs/common';

/**
 * Root module of orders-service. The platform (bootstrapService) already provides the database,
 * NATS, the outbox relay and the `orders.health` handler; domain modules are imported here.
 */
@Module({})
export class AppModule {}
