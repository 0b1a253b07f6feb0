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

/**
 * A database failure that says nothing about the request and may pass if it is tried again: a
 * deadlock or serialization failure, a lock or pool wait that ran out, the server refusing or
 * dropping connections. Callers answer it as UNAVAILABLE (503, try again), not as a fault.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  const e = (error instanceof QueryFailedError ? error.driverError : error) as { code?: string; message?: string } | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (['40001', '40P01', '55P03', '53300', '57P03', 'ECONNREFUSED', 'ECONNRESET'].includes(code) || code.startsWith('08')) return true;
  // pg's pool gives up waiting for a free connection with a plain Error
  return typeof e?.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message);
}

/** `%` and `_` typed by a user match themselves in a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
