import { keysetCursor, type CursorField, type KeysetCursor } from '@resellpk/backend-service';
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

const KEY_FIELD: Record<SortOrder['cast'], CursorField> = { text: 'text', bigint: 'int', timestamptz: 'timestamptz' };

/** One cursor per order: a cursor of another order (or of a viewer who sees the other price) is refused. */
export const SORT_CURSORS = Object.fromEntries(
  Object.entries(SORT_ORDERS).map(([key, order]) => [key, keysetCursor(`products:${key}`, { k: KEY_FIELD[order.cast], id: 'uuid' })]),
) as Record<SortKey, KeysetCursor<PageCursor>>;
