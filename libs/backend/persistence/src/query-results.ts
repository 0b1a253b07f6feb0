import { QueryFailedError } from 'typeorm';
import type { Reader } from './transaction';

/**
 * Rows of an `UPDATE ... RETURNING` / `DELETE ... RETURNING`: TypeORM's PostgreSQL driver answers
 * those with `[rows, affectedCount]`, while INSERT and SELECT answer with the rows themselves.
 */
export async function returningRows<T>(db: Reader, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result as T[] | undefined) ?? [];
}

const UNIQUE_VIOLATION = '23505';

/**
 * True for PostgreSQL's unique-violation (23505), raw from `pg` or wrapped by TypeORM; with
 * `constraint`, only for that constraint or index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; constraint?: string } | undefined;
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** `%` and `_` typed by a user match themselves in a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
