import { OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000 } from '@resellpk/backend-messaging';
import { SERVICES } from '@resellpk/contracts';
import {
  CustomCategoryEntity,
  FreeProductOfferEntity,
  FreeProductOfferItemEntity,
  ProductEntity,
  ProductImageEntity,
  StockReservationEntity,
  StockReservationLineEntity,
  UserFavoriteEntity,
} from './entities';
import { CreateCatalogTables1733200000000 } from './migrations/1733200000000-create-catalog-tables';
import { PublicPrice1795400001000 } from './migrations/1795400001000-public-price';
import { StockReservations1795600000000 } from './migrations/1795600000000-stock-reservations';
import { CardNameKeys1796000000000 } from './migrations/1796000000000-card-name-keys';

export const CATALOG_DB_NAME = SERVICES.catalog.database;
export const catalogEntities = [
  ProductEntity,
  ProductImageEntity,
  CustomCategoryEntity,
  UserFavoriteEntity,
  FreeProductOfferEntity,
  FreeProductOfferItemEntity,
  StockReservationEntity,
  StockReservationLineEntity,
];
/** Every migration of the catalog database, oldest first. Never edit one that has shipped. */
export const catalogMigrations = [
  OutboxInboxMigration1732300000000,
  CreateCatalogTables1733200000000,
  PublicPrice1795400001000,
  StockReservations1795600000000,
  CardNameKeys1796000000000,
  OutboxTraceContextMigration1796700000000,
];
