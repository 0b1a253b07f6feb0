import { MSG } from '@resellpk/domain';
import { isServiceFailure } from '@resellpk/backend-messaging';
import { keysetCursor, PAGE_CURSOR_MAX_LENGTH, type KeysetCursor } from './keyset-cursor';

const ID = '0b4c9a52-3f4e-4a61-9d2f-6a1f0c1e2d3b';
const history = keysetCursor('history', { at: 'timestamptz', id: 'uuid' });
const prices = keysetCursor('products:price', { k: 'int', id: 'uuid' });
const wallet = keysetCursor('wallet', { seq: 'bigint' });

/** What decode threw, or 'no throw'. */
function refusal(decode: () => unknown): unknown {
  try {
    decode();
    return 'no throw';
  } catch (e) {
    return isServiceFailure(e) ? e.error : e;
  }
}
const REFUSED = { code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' };
const raw = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('keysetCursor', () => {
  it('gives back the position it encoded, typed, in an opaque url-safe text', () => {
    const at = '2026-11-28 22:49:53.123456+00';
    const c = history.encode({ at, id: ID });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(history.decode(c)).toEqual({ at, id: ID });
    expect(prices.decode(prices.encode({ k: 150_00, id: ID }))).toEqual({ k: 150_00, id: ID });
    expect(wallet.decode(wallet.encode({ seq: '123456789012345678' }))).toEqual({ seq: '123456789012345678' });
  });

  it('reads no cursor as the first page', () => {
    for (const none of [undefined, null, '']) expect(history.decode(none)).toBeUndefined();
  });

  it('refuses anything it did not give out with the one VALIDATION answer on cursor', () => {
    const bad: Array<[KeysetCursor<unknown>, unknown]> = [
      [history, 'garbage!'], // not base64url
      [history, 'nope'], // base64url, not JSON
      [history, 42],
      [history, { at: 'x' }],
      [history, raw({ at: '2026-11-28 22:49:53+00', id: ID })], // not the list's array
      [history, raw(['history', '2026-11-28 22:49:53+00'])], // a part missing
      [history, raw(['history', '2026-11-28 22:49:53+00', ID, 'extra'])],
      [history, raw(['history', 'yesterday', ID])], // a forged timestamp never reaches a SQL cast
      [history, raw(['history', "2026-11-28 22:49:53+00'; drop table x; --", ID])],
      [history, raw(['history', '2026-11-28 22:49:53+00', 'not-a-uuid'])],
      [history, 'A'.repeat(PAGE_CURSOR_MAX_LENGTH + 1)],
      [prices, raw(['products:price', '150', ID])], // a price as text
      [prices, raw(['products:price', 1.5, ID])],
      [prices, raw(['products:price', Number.MAX_SAFE_INTEGER + 1, ID])],
      [wallet, raw(['wallet', '-1'])],
      [wallet, raw(['wallet', '1234567890123456789'])], // wider than a sequence gets
    ];
    for (const [codec, cursor] of bad) {
      expect({ cursor, answer: refusal(() => codec.decode(cursor)) }).toEqual({ cursor, answer: REFUSED });
    }
  });

  it("refuses another list's cursor, even one of the same shape", () => {
    const other = keysetCursor('products:name', { k: 'text', id: 'uuid' });
    const nameCursor = other.encode({ k: 'lamp', id: ID });
    expect(refusal(() => keysetCursor('products:newest', { k: 'text', id: 'uuid' }).decode(nameCursor))).toEqual(REFUSED);
    expect(refusal(() => prices.decode(history.encode({ at: '2026-11-28 22:49:53+00', id: ID })))).toEqual(REFUSED);
  });
});
