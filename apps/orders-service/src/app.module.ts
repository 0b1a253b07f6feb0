import { Module } from '@nestjs/common';
import { OrderCountsController } from './orders/order-counts.controller';
import { OrderCountsService } from './orders/order-counts.service';

/**
 * Root module of orders-service. The platform (bootstrapService) already provides the database,
 * NATS, the outbox relay and the `orders.health` handler; domain modules are imported here.
 */
@Module({ controllers: [OrderCountsController], providers: [OrderCountsService] })
export class AppModule {}
