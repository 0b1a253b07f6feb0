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
import { StockBack } from './products/stock-back';
import { OrderCancellations } from './stock/order-cancellations';
import { ProductPricingService } from './stock/product-pricing.service';
import { StockReservationRepository } from './stock/stock-reservation.repository';
import { StockController } from './stock/stock.controller';
import { StockService } from './stock/stock.service';

/**
 * catalog-service: products and images, categories, favourites, free-gift offers, and the stock
 * checkouts reserve and cancellations release. The DataSource, NATS, the outbox relay (and its
 * nudge), the bus client, the config and StaffAccess (the role projection) come from the platform
 * (createServiceApp).
 */
@Module({
  controllers: [ProductsController, CategoriesController, FavoritesController, OffersController, StockController],
  providers: [
    storageProvider,
    ProductMedia,
    ProductRepository,
    ProductListingService,
    ProductAdminService,
    ProductImagesService,
    StockBack,
    CategoryRepository,
    CategoriesService,
    FavoriteRepository,
    FavoritesService,
    OfferRepository,
    OffersService,
    StockReservationRepository,
    StockService,
    ProductPricingService,
    OrderCancellations,
  ],
})
export class AppModule {}
