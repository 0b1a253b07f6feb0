import { Injectable } from '@nestjs/common';
import { fail, StaffAccess } from '@resellpk/backend-messaging';
import { BUILTIN_CATEGORIES, type CategoryView, type RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, isBuiltinCategory, validateCategoryName } from '@resellpk/domain';
import { CategoryRepository } from './category.repository';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly staff: StaffAccess,
  ) {}

  /** The spec's fixed list first, then custom categories ordered by name. */
  async listCategories(): Promise<CategoryView[]> {
    const custom = await this.categories.customNames();
    return [...BUILTIN_CATEGORIES.map((name) => ({ name, custom: false })), ...custom.map((name) => ({ name, custom: true }))];
  }

  async createCategory(req: { name: string }, ctx: RequestContext): Promise<CategoryView> {
    await this.staff.require(ctx, 'admin');
    const problem = validateCategoryName(req?.name);
    if (problem) fail('VALIDATION', problem, 'name');
    const name = req.name.trim().replace(/\s+/g, ' ');
    if (isBuiltinCategory(name) || !(await this.categories.insert(name))) fail('CONFLICT', CATALOG_MSG.categoryExists, 'name');
    return { name, custom: true };
  }
}
