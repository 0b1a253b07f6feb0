import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { CatalogSubjects } from '@resellpk/contracts';
import { catalogService } from './service';

describeServiceBoot(catalogService, {
  healthSubject: CatalogSubjects.health,
  tables: ['products', 'product_images', 'custom_categories', 'user_favorites', 'free_product_offers', 'free_product_offer_items', 'known_roles'],
});
