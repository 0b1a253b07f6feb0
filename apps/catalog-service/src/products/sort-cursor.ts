import { fail, isUuid } from '@resellpk/backend-messaging';
import type { ProductSort } from '@resellpk/contracts';

/**
 * What a page is sorted by, as the viewer sees it: the card's name, the wholesale price (premium
 * access or staff) or the public price (`public_price`: everyone else) either way, or the date
 * added. A cursor carries the key of the last item shown in that same order, so it never holds a
 * price its viewer could not see.
 */
export type SortKey = 'name' | 'wholesale' | 'public' | 'wholesale_desc' | 'public_desc' | 'newest';

export function sortKeyFor(sort: ProductSort, seesWholesale: boolean): SortKey {
  const price = seesWholesale ? 'wholesale' : 'public';
  if (sort === 'price') return price;
  if (sort === 'price_desc') return `${price}_desc`;
  return sort;
}

/** The SQL order of a key: a column (each has an in-stock index on (column, id)), its type, and the direction; ties go by id the same way. */
export interface SortOrder {
  column: string;
  cast: 'text' | 'bigint' | 'timestamptz';
  descending: boolean;
}

export const SORT_ORDERS: Record<SortKey, SortOrder> = {
  name: { column: 'p.card_name_key', cast: 'text', descending: false },
  wholesale: { column: 'p.wholesale_price', cast: 'bigint', descending: false },
  public: { column: 'p.public_price', cast: 'bigint', descending: false },
  wholesale_desc: { column: 'p.wholesale_price', cast: 'bigint', descending: true },
  public_desc: { column: 'p.public_price', cast: 'bigint', descending: true },
  newest: { column: 'p.created_at', cast: 'timestamptz', descending: true },
};

export interface PageCursor {
  /** the sort column of the last item: a number for prices, PostgreSQL's text otherwise (a timestamp keeps its microseconds) */
  k: string | number;
  id: string;
}

interface EncodedCursor extends PageCursor {
  /** the order it belongs to: a cursor of another order (or viewer) is refused */
  s: SortKey;
}

export function encodeCursor(key: SortKey, cursor: PageCursor): string {
  const body: EncodedCursor = { s: key, k: cursor.k, id: cursor.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export const INVALID_CURSOR = 'Invalid page cursor';

// timestamptz as PostgreSQL prints it (ISO DateStyle): a forged value is refused here, not by a cast error
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function keyFits(cast: SortOrder['cast'], k: unknown): boolean {
  if (cast === 'bigint') return Number.isSafeInteger(k);
  if (cast === 'timestamptz') return typeof k === 'string' && TIMESTAMP.test(k);
  return typeof k === 'string';
}

export function decodeCursor(raw: string, key: SortKey): PageCursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as EncodedCursor;
    if (c.s === key && keyFits(SORT_ORDERS[key].cast, c.k) && isUuid(c.id)) return { k: c.k, id: c.id };
  } catch {
    // not base64 JSON: refused below
  }
  return fail('VALIDATION', INVALID_CURSOR, 'cursor');
}
