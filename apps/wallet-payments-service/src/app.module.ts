import { Module } from '@nestjs/common';

/**
 * Root module of wallet-payments-service. The platform (bootstrapService) already provides the database,
 * NATS, the outbox relay and the `wallet-payments.health` handler; domain modules are imported here.
 */
@Module({})
export class AppModule {}
