import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { CatalogSubjects, type ServiceRequest } from '@resellpk/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CatalogSubjects.listCategories)
  list(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.categories.listCategories(), req.ctx);
  }

  @MessagePattern(CatalogSubjects.createCategory)
  create(@Payload() req: ServiceRequest<{ name: string }>) {
    return handle(() => this.categories.createCategory(req.data, req.ctx), req.ctx);
  }
}
