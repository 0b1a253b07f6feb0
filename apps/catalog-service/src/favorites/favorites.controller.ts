import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { CatalogSubjects, type ServiceRequest } from '@resellpk/contracts';
import { FavoritesService } from './favorites.service';

@Controller()
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @MessagePattern(CatalogSubjects.listFavorites)
  list(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.favorites.listFavorites(req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.addFavorite)
  add(@Payload() req: ServiceRequest<{ productId: string }>) {
    return handle(() => this.favorites.addFavorite(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.removeFavorite)
  remove(@Payload() req: ServiceRequest<{ productId: string }>) {
    return handle(() => this.favorites.removeFavorite(req.data, req.ctx), req.ctx);
  }
}
