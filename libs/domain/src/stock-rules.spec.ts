import { randomUUID } from 'node:crypto';
import { normalizeProductIds, normalizeStockLines, outOfStockMessage, sameStockLines, STOCK_MSG } from './stock-rules';
import { planInForce } from './plans';

describe('stock rules', () => {
  it('sorts lines by product id and lower-cases the ids (one lock order for every checkout)', () => {
    const ids: string[] = Array.from({ length: 6 }, () => randomUUID());
    const result = normalizeStockLines(ids.map((id, i) => ({ productId: id.toUpperCase(), quantity: i + 1 })));
    if ('error' in result) throw new Error(result.error.message);
    expect(result.lines.map((l) => l.productId)).toEqual([...ids].sort());
    expect(result.lines.every((l) => l.quantity === ids.indexOf(l.productId) + 1)).toBe(true);
  });

  it('refuses empty, oversized, duplicate and fractional lines', () => {
    const id = randomUUID();
    expect(normalizeStockLines([])).toEqual({ error: { field: 'lines', message: 'lines must list 1 to 100 products' } });
    expect(normalizeStockLines(null)).toMatchObject({ error: { field: 'lines' } });
    expect(normalizeStockLines([{ productId: id, quantity: 1 }, { productId: id.toUpperCase(), quantity: 2 }])).toEqual({
      error: { field: id, message: STOCK_MSG.duplicateProduct },
    });
    expect(normalizeStockLines([{ productId: id, quantity: 0.5 }])).toEqual({ error: { field: id, message: 'quantity must be a whole number from 1 to 100000' } });
    expect(normalizeStockLines([{ productId: id, quantity: 100_001 }])).toMatchObject({ error: { field: id } });
    expect(normalizeStockLines([{ productId: 'abc', quantity: 1 }])).toEqual({ error: { field: 'productId', message: STOCK_MSG.badProductId } });
  });

  it('product ids: at most 100 uuids, each once', () => {
    const id = randomUUID();
    expect(normalizeProductIds([id, id.toUpperCase()])).toEqual([id]);
    expect(normalizeProductIds(Array.from({ length: 101 }, () => randomUUID()))).toBeNull();
    expect(normalizeProductIds([id, 'x'])).toBeNull();
    expect(normalizeProductIds('x')).toBeNull();
  });

  it('names what is left', () => {
    expect(outOfStockMessage('Tea set', 3)).toBe('Only 3 left of Tea set.');
    expect(outOfStockMessage('Tea set', 0)).toBe('Tea set is out of stock.');
  });

  it('compares the lines of two reservations regardless of order and case', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(sameStockLines([{ productId: a, quantity: 1 }, { productId: b, quantity: 2 }], [{ productId: b.toUpperCase(), quantity: 2 }, { productId: a, quantity: 1 }])).toBe(true);
    expect(sameStockLines([{ productId: a, quantity: 1 }], [{ productId: a, quantity: 2 }])).toBe(false);
    expect(sameStockLines([{ productId: a, quantity: 1 }], [{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }])).toBe(false);
  });
});

describe('planInForce', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('a paid plan gives premium access until its end, then counts as free', () => {
    expect(planInForce('premium', new Date('2026-06-01T12:00:01Z'), now)).toEqual({ plan: 'premium', premiumAccess: true });
    expect(planInForce('premium', '2026-06-01T11:59:59Z', now)).toEqual({ plan: 'free', premiumAccess: false });
    expect(planInForce('pro', null, now)).toEqual({ plan: 'pro', premiumAccess: true });
    expect(planInForce('free', null, now)).toEqual({ plan: 'free', premiumAccess: false });
  });
});
