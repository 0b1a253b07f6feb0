import { Module } from '@nestjs/common';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { OrderRepository } from './orders/order.repository';

/**
 * orders-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [OrdersController],
  providers: [OrdersService, OrderRepository],
})
export class AppModule {}
