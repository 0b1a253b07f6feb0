import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, fail } from '@resellpk/backend-messaging';
import { BUILTIN_CATEGORIES, type CategoryView, type RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, isBuiltinCategory, validateCategoryName } from '@resellpk/domain';
import { requireAdmin } from '../products/caller';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class CategoriesService {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** The spec's fixed list first, then custom categories ordered by name. */
  async listCategories(): Promise<CategoryView[]> {
    const rows: { name: string }[] = await this.db.query(`SELECT name FROM custom_categories ORDER BY lower(name), name`);
    return [...BUILTIN_CATEGORIES.map((name) => ({ name, custom: false })), ...rows.map((r) => ({ name: r.name, custom: true }))];
  }

  async createCategory(req: { name: string }, ctx: RequestContext): Promise<CategoryView> {
    requireAdmin(ctx);
    const problem = validateCategoryName(req?.name);
    if (problem) fail('VALIDATION', problem, 'name');
    const name = req.name.trim().replace(/\s+/g, ' ');
    if (isBuiltinCategory(name)) fail('CONFLICT', CATALOG_MSG.categoryExists, 'name');
    try {
      // the unique index on lower(name) decides concurrent creates: exactly one insert wins
      await this.db.query(`INSERT INTO custom_categories (name) VALUES ($1)`, [name]);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION || (err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        fail('CONFLICT', CATALOG_MSG.categoryExists, 'name');
      }
      throw err;
    }
    return { name, custom: true };
  }
}
