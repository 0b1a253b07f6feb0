import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CatalogSubjects, type RequestContext, type NoData } from '@resellpk/contracts';
import { FavoritesService } from './favorites.service';

@Controller()
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Handles(CatalogSubjects.listFavorites)
  list(_data: NoData, ctx: RequestContext) {
    return this.favorites.listFavorites(ctx);
  }

  @Handles(CatalogSubjects.addFavorite)
  add(data: { productId: string }, ctx: RequestContext) {
    return this.favorites.addFavorite(data, ctx);
  }

  @Handles(CatalogSubjects.removeFavorite)
  remove(data: { productId: string }, ctx: RequestContext) {
    return this.favorites.removeFavorite(data, ctx);
  }
}
