import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthModule } from '@resellpk/backend-auth';
import { LoggingModule } from '@resellpk/backend-logging';
import { TracingShutdown } from '@resellpk/backend-observability';
import { AdminCategoriesModule } from './admin-categories/admin-categories.module';
import { AdminFreeOffersModule } from './admin-free-offers/admin-free-offers.module';
import { AdminPlanUpgradesModule } from './admin-plan-upgrades/admin-plan-upgrades.module';
import { AdminProductsModule } from './admin-products/admin-products.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AuthRoutesModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { CoinsModule } from './coins/coins.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { RedisModule } from './common/redis/redis.module';
import { BusModule } from './common/bus/bus.module';
import { ThrottlingModule } from './common/throttling/throttling.module';
import type { GatewayConfig } from './config/gateway-config';
import { GatewayConfigModule } from './config/gateway-config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { FavoritesModule } from './favorites/favorites.module';
import { FreeOffersModule } from './free-offers/free-offers.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { MeModule } from './me/me.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { StoriesModule } from './stories/stories.module';
import { SupportContactsModule } from './support-contacts/support-contacts.module';
import { PlanUpgradesModule } from './plan-upgrades/plan-upgrades.module';
import { PlansModule } from './plans/plans.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SessionRevocationModule } from './session-revocation/session-revocation.module';
import { AdminOrdersModule } from './admin-orders/admin-orders.module';
import { AdminResellersModule } from './admin-resellers/admin-resellers.module';
import { AdminAuditLogModule } from './admin-audit-log/admin-audit-log.module';
import { AdminChatTemplatesModule } from './admin-chat-templates/admin-chat-templates.module';
import { AdminTopUpsModule } from './admin-top-ups/admin-top-ups.module';
import { ChatsModule } from './chats/chats.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { TopUpsModule } from './top-ups/top-ups.module';
import { PrivateImagesModule } from './private-images/private-images.module';
import { WalletModule } from './wallet/wallet.module';
import { WithdrawalsModule } from './withdrawals/withdrawals.module';
import { AdminWithdrawalsModule } from './admin-withdrawals/admin-withdrawals.module';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayConfigModule.forRoot(config),
        LoggingModule.forRoot('gateway'),
        RedisModule.forRoot(),
        BusModule.forRoot(),
        // rate limits run before authentication, so anonymous floods are cut early
        ThrottlingModule.forRoot(),
        AuthModule.forRoot({ accessTokenPublicKey: config.JWT_PUBLIC_KEY }),
        SessionRevocationModule,
        HealthModule,
        RealtimeModule,
        AuthRoutesModule,
        MeModule,
        PlansModule,
        AdminUsersModule,
        MediaModule,
        CatalogModule,
        FreeOffersModule,
        FavoritesModule,
        PlanUpgradesModule,
        SubscriptionsModule,
        AdminProductsModule,
        AdminCategoriesModule,
        AdminFreeOffersModule,
        AdminPlanUpgradesModule,
        DashboardModule,
        CoinsModule,
        PrivateImagesModule,
        WalletModule,
        TopUpsModule,
        ChatsModule,
        NotificationsModule,
        AdminTopUpsModule,
        AdminChatTemplatesModule,
        OrdersModule,
        AdminOrdersModule,
        AdminResellersModule,
    AdminAuditLogModule,
        WithdrawalsModule,
        AdminWithdrawalsModule,
        SupportContactsModule,
        StoriesModule,
      ],
      // TracingShutdown: the last spans are exported when the app closes (no-op with tracing off)
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }, TracingShutdown],
    };
  }
}
