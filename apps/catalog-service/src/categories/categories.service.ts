import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { StaffAccess } from '@resellpk/backend-service';
import { BUILTIN_CATEGORIES, type CategoryView, type RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, isBuiltinCategory, validateCategoryName } from '@resellpk/domain';
import { CategoryRepository } from './category.repository';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly staff: StaffAccess,
  ) {}

  /**
   * The spec's fixed list first, then custom categories ordered by name, each saying whether a
   * product in stock has it (the catalogue's filter offers those, the admin's product form all).
   */
  async listCategories(): Promise<CategoryView[]> {
    const [custom, inStock] = await Promise.all([this.categories.customNames(), this.categories.withProductsInStock()]);
    const stocked = new Set(inStock);
    const known = new Set<string>([...BUILTIN_CATEGORIES, ...custom]);
    // a product whose category is on neither list (older data) can still be found by it
    const unlisted = inStock.filter((name) => !known.has(name)).sort((a, b) => a.localeCompare(b));
    return [
      ...BUILTIN_CATEGORIES.map((name) => ({ name, custom: false, hasProducts: stocked.has(name) })),
      ...[...custom, ...unlisted].map((name) => ({ name, custom: true, hasProducts: stocked.has(name) })),
    ];
  }

  async createCategory(req: { name: string }, ctx: RequestContext): Promise<CategoryView> {
    await this.staff.require(ctx, 'admin');
    const problem = validateCategoryName(req?.name);
    if (problem) fail('VALIDATION', problem, 'name');
    const name = req.name.trim().replace(/\s+/g, ' ');
    if (isBuiltinCategory(name) || !(await this.categories.insert(name))) fail('CONFLICT', CATALOG_MSG.categoryExists, 'name');
    return { name, custom: true, hasProducts: false };
  }
}
