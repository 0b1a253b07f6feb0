import { Module } from '@nestjs/common';

/**
 * Root module of catalog-service. The platform (bootstrapService) already provides the database,
 * NATS, the outbox relay and the `catalog.health` handler; domain modules are imported here.
 */
@Module({})
export class AppModule {}
