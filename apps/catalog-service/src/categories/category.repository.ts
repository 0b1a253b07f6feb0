import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { isUniqueViolation, type Reader, type Tx } from '@resellpk/backend-persistence';
import { isBuiltinCategory } from '@resellpk/domain';

export const UNKNOWN_CATEGORY = 'Please choose an existing category';

@Injectable()
export class CategoryRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async customNames(): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.db.query(`SELECT name FROM custom_categories ORDER BY lower(name), name`);
    return rows.map((r) => r.name);
  }

  /** The categories of in-stock products (what the catalogue's filter can find), each once. */
  async withProductsInStock(): Promise<string[]> {
    const rows: Array<{ category: string }> = await this.db.query(`SELECT DISTINCT category FROM products WHERE stock > 0`);
    return rows.map((r) => r.category);
  }

  /** false when a category with this name (any case) exists: the unique index decides concurrent creates. */
  async insert(name: string): Promise<boolean> {
    try {
      await this.db.query(`INSERT INTO custom_categories (name) VALUES ($1)`, [name]);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The stored spelling of a category: builtin ones lower-case, a custom one as it was created. */
  async resolve(db: Tx | Reader, raw: string): Promise<string> {
    const name = raw.trim();
    if (isBuiltinCategory(name)) return name.toLowerCase();
    const rows: Array<{ name: string }> = await db.query(`SELECT name FROM custom_categories WHERE lower(name) = lower($1)`, [name]);
    if (!rows[0]) fail('VALIDATION', UNKNOWN_CATEGORY, 'category');
    return rows[0].name;
  }
}
