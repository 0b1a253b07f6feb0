import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CatalogSubjects, type RequestContext } from '@resellpk/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Handles(CatalogSubjects.listCategories)
  list() {
    return this.categories.listCategories();
  }

  @Handles(CatalogSubjects.createCategory)
  create(data: { name: string }, ctx: RequestContext) {
    return this.categories.createCategory(data, ctx);
  }
}
