import { fail, isUuid } from '@resellpk/backend-messaging';
import type { ProductSort } from '@resellpk/contracts';

/**
 * What a page is sorted by, as the viewer sees it: the name, the wholesale price (premium access
 * or staff), or the public price (`public_price`: everyone else). A cursor carries the key of the
 * last item shown in that same order, so it never holds a price its viewer could not see.
 */
export type SortKey = 'name' | 'wholesale' | 'public';

export function sortKeyFor(sort: ProductSort, seesWholesale: boolean): SortKey {
  if (sort === 'name') return 'name';
  return seesWholesale ? 'wholesale' : 'public';
}

export interface PageCursor {
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

export function decodeCursor(raw: string, key: SortKey): PageCursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as EncodedCursor;
    const keyOk = key === 'name' ? typeof c.k === 'string' : Number.isSafeInteger(c.k);
    if (c.s === key && keyOk && isUuid(c.id)) return { k: c.k, id: c.id };
  } catch {
    // not base64 JSON: refused below
  }
  return fail('VALIDATION', INVALID_CURSOR, 'cursor');
}
