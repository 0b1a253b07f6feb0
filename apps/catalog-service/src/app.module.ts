import { Module } from '@nestjs/common';
import { outboxNudgeProvider } from '@resellpk/backend-messaging';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesService } from './favorites/favorites.service';
import { storageProvider } from './media/storage.provider';
import { OffersController } from './offers/offers.controller';
import { OffersService } from './offers/offers.service';
import { ProductsController } from './products/products.controller';
import { ProductsService } from './products/products.service';

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
    outboxNudgeProvider,
  ],
})
export class AppModule {}
