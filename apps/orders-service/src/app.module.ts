import { userDirectoryProviders } from '@resellpk/backend-service';
import { Module } from '@nestjs/common';
import { AdminOrdersController } from './admin/admin-orders.controller';
import { AdminOrdersService } from './admin/admin-orders.service';
import { AuditLogController } from './audit/audit-log.controller';
import { CartController } from './cart/cart.controller';
import { CartService } from './cart/cart.service';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { SagaCompensation } from './checkout/saga-compensation';
import { OrderRepository } from './orders/order.repository';
import { OrderViews } from './orders/order-views';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { QuoteController } from './quote/quote.controller';
import { QuoteService } from './quote/quote.service';
import { RecoveryScheduler } from './recovery/recovery.scheduler';
import { SagaRecovery } from './recovery/saga-recovery';

/**
 * orders-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [QuoteController, CheckoutController, OrdersController, AdminOrdersController, AuditLogController, CartController],
  providers: [
    OrderRepository,
    OrderViews,
    QuoteService,
    CheckoutService,
    SagaCompensation,
    OrdersService,
    AdminOrdersService,
    // resellers on the staff's order list, staff in order histories
    ...userDirectoryProviders('order_users'),
    CartService,
    SagaRecovery,
    RecoveryScheduler,
  ],
})
export class AppModule {}
