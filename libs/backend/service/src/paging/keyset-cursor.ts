import { MSG } from '@resellpk/domain';
import { isUuid } from '../access/require-role';
import { fail } from '@resellpk/backend-messaging';

/**
 * The longest cursor any list takes. The gateway refuses a longer one before it asks a service;
 * every cursor a list gives out is far shorter.
 */
export const PAGE_CURSOR_MAX_LENGTH = 512;

/**
 * What one part of a position is, checked on the way in so a forged cursor is refused here and
 * never reaches SQL as a cast error: `int` a safe integer (a price in paisa), `bigint` a
 * non-negative int8 as decimal text (a sequence), `timestamptz` PostgreSQL's own text of one
 * (`created_at::text` keeps the microseconds a JavaScript Date would lose), `text` any text.
 */
export type CursorField = 'uuid' | 'int' | 'bigint' | 'timestamptz' | 'text';
export type CursorShape = Readonly<Record<string, CursorField>>;
export type CursorOf<S extends CursorShape> = { readonly [K in keyof S]: S[K] extends 'int' ? number : string };

/** Encodes and decodes one list's position (the keyset of its last row shown), opaque to clients. */
export interface KeysetCursor<T> {
  encode(position: T): string;
  /** undefined when there is none (the first page); VALIDATION `MSG.invalidCursor` on `cursor` for one this list did not give out */
  decode(raw: unknown): T | undefined;
}
/** The position a cursor decodes to, for the repository that pages by it. */
export type PositionOf<C> = C extends KeysetCursor<infer T> ? T : never;

// timestamptz as PostgreSQL prints it in the ISO DateStyle
const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const FITS: Record<CursorField, (value: unknown) => boolean> = {
  uuid: isUuid,
  int: (v) => Number.isSafeInteger(v),
  bigint: (v) => typeof v === 'string' && /^\d{1,18}$/.test(v),
  timestamptz: (v) => typeof v === 'string' && TIMESTAMPTZ.test(v),
  text: (v) => typeof v === 'string',
};

/**
 * The cursor of the list named `list`, whose position has the parts `shape`. The name travels in
 * the cursor, so another list's cursor (or the same list in another order) is refused rather
 * than read as a position it is not.
 */
export function keysetCursor<S extends CursorShape>(list: string, shape: S): KeysetCursor<CursorOf<S>> {
  const fields = Object.keys(shape) as Array<keyof S & string>;
  const refuse = (): never => fail('VALIDATION', MSG.invalidCursor, 'cursor');
  return {
    encode(position) {
      return Buffer.from(JSON.stringify([list, ...fields.map((f) => position[f])])).toString('base64url');
    },
    decode(raw) {
      if (raw === undefined || raw === null || raw === '') return undefined;
      if (typeof raw !== 'string' || raw.length > PAGE_CURSOR_MAX_LENGTH || !BASE64URL.test(raw)) return refuse();
      let parts: unknown;
      try {
        parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
      } catch {
        return refuse();
      }
      if (!Array.isArray(parts) || parts.length !== fields.length + 1 || parts[0] !== list) return refuse();
      const position: Record<string, unknown> = {};
      fields.forEach((f, i) => {
        if (!FITS[shape[f]](parts[i + 1])) refuse();
        position[f] = parts[i + 1];
      });
      return position as CursorOf<S>;
    },
  };
}
