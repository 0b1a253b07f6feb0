import type { EntityManager } from 'typeorm';

/**
 * Rows of an `UPDATE ... RETURNING` / `DELETE ... RETURNING`: TypeORM's PostgreSQL driver answers
 * those with `[rows, affectedCount]`, while INSERT/SELECT answer with the rows themselves.
 */
export async function returningRows<T>(m: Pick<EntityManager, 'query'>, sql: string, params: unknown[]): Promise<T[]> {
  const result = await m.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
