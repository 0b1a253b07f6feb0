import { Module } from '@nestjs/common';
import { OUTBOX_RELAY, type OutboxRelay } from '@resellpk/backend-messaging';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesService } from './favorites/favorites.service';
import { storageProvider } from './media/storage.provider';
import { OffersController } from './offers/offers.controller';
import { OffersService } from './offers/offers.service';
import { ProductsController } from './products/products.controller';
import { OUTBOX_NUDGE, ProductsService, type OutboxNudge } from './products/products.service';

/**
 * catalog-service: products and images, categories, favourites, free-gift offers.
 * The DataSource, NATS, the outbox relay and config come from bootstrapService (global).
 */
@Module({
  controllers: [ProductsController, CategoriesController, FavoritesController, OffersController],
  providers: [
    storageProvider,
    ProductsService,
    CategoriesService,
    FavoritesService,
    OffersService,
    {
      provide: OUTBOX_NUDGE,
      inject: [OUTBOX_RELAY],
      useFactory:
        (relay: OutboxRelay | undefined): OutboxNudge =>
        () => {
          void relay?.flush();
        },
    },
  ],
})
export class AppModule {}
