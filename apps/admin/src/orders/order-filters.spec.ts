import { isFiltered, readOrderFilters, toListQuery, writeOrderFilters } from './order-filters';
import { staffActionsFor } from './order-actions';

const read = (qs: string) => readOrderFilters(new URLSearchParams(qs));

describe('order filters in the address', () => {
  it('honours the dashboard link ?status=processing', () => {
    expect(read('status=processing')).toEqual({ status: 'processing', search: '', from: '', to: '', page: 1, pageSize: 20 });
    expect(toListQuery(read('status=processing'))).toEqual({ status: 'processing', page: 1, pageSize: 20 });
  });

  it('falls back to the defaults for what the server would refuse', () => {
    expect(read('status=pending&page=0&pageSize=7&from=yesterday&to=2026-13')).toEqual({
      status: 'all', search: '', from: '', to: '', page: 1, pageSize: 20,
    });
    expect(read('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-30', to: '' });
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('round-trips through the address, defaults left out', () => {
    const filters = { status: 'shipped' as const, search: ' Ahmed ', from: '2026-11-01', to: '2026-11-30', page: 3, pageSize: 50 };
    const params = writeOrderFilters(filters);
    expect(params.toString()).toBe('status=shipped&search=Ahmed&from=2026-11-01&to=2026-11-30&page=3&pageSize=50');
    expect(readOrderFilters(params)).toEqual({ ...filters, search: 'Ahmed' });
    expect(writeOrderFilters(read('')).toString()).toBe('');
    expect(toListQuery(readOrderFilters(params))).toEqual({ status: 'shipped', search: 'Ahmed', from: '2026-11-01', to: '2026-11-30', page: 3, pageSize: 50 });
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(read('page=4'))).toBe(false);
    expect(isFiltered(read('search=0300'))).toBe(true);
    expect(isFiltered(read('to=2026-11-02'))).toBe(true);
  });
});

describe('staff actions per status', () => {
  it('ships or cancels a processing order, delivers or takes back a shipped one, and nothing after', () => {
    expect(staffActionsFor('processing')).toEqual(['ship', 'cancel']);
    expect(staffActionsFor('shipped')).toEqual(['deliver', 'return']);
    for (const done of ['delivered', 'cancelled', 'returned'] as const) expect(staffActionsFor(done)).toEqual([]);
  });
});
