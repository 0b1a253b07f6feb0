import { Module } from '@nestjs/common';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { CategoryRepository } from './categories/category.repository';
import { FavoriteRepository } from './favorites/favorite.repository';
import { FavoritesController } from './favorites/favorites.controller';
import { FavoritesService } from './favorites/favorites.service';
import { ProductMedia } from './media/product-media';
import { storageProvider } from './media/storage.provider';
import { OfferRepository } from './offers/offer.repository';
import { OffersController } from './offers/offers.controller';
import { OffersService } from './offers/offers.service';
import { ProductAdminService } from './products/product-admin.service';
import { ProductImagesService } from './products/product-images.service';
import { ProductListingService } from './products/product-listing.service';
import { ProductRepository } from './products/product.repository';
import { ProductsController } from './products/products.controller';

/**
 * catalog-service: products and images, categories, favourites, free-gift offers. The DataSource,
 * NATS, the outbox relay (and its nudge), the bus client, the config and StaffAccess (the role
 * projection) come from the platform (createServiceApp).
 */
@Module({
  controllers: [ProductsController, CategoriesController, FavoritesController, OffersController],
  providers: [
    storageProvider,
    ProductMedia,
    ProductRepository,
    ProductListingService,
    ProductAdminService,
    ProductImagesService,
    CategoryRepository,
    CategoriesService,
    FavoriteRepository,
    FavoritesService,
    OfferRepository,
    OffersService,
  ],
})
export class AppModule {}
