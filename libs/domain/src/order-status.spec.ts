import { ORDER_STATUSES, type OrderStatus } from '@resellpk/contracts';
import { canTransition, checkShippingDetails, checkStatusChange, isCancellableByReseller, ORDER_CHANGE_LIMITS } from './order-status';
import { ORDER_MSG } from './order-messages';

describe('order status transitions', () => {
  it('allows exactly the order lifecycle of docs/product.md ("Orders")', () => {
    const allowed: string[] = [];
    for (const actor of ['reseller', 'staff'] as const)
      for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) if (canTransition(actor, from, to)) allowed.push(`${actor}:${from}->${to}`);
    expect(allowed.sort()).toEqual(['reseller:processing->cancelled', 'staff:processing->cancelled', 'staff:processing->shipped', 'staff:shipped->delivered', 'staff:shipped->returned']);
    expect(ORDER_STATUSES.filter(isCancellableByReseller)).toEqual(['processing']);
  });

  const shipping = { courier: 'TCS', trackingId: 'TCS-123', trackingLink: 'https://tcs.com.pk/track/TCS-123' };

  it('shipped needs a courier, a tracking id and an http(s) link', () => {
    expect(checkStatusChange('staff', 'processing', 'shipped', shipping)).toEqual({ ok: true, value: { ...shipping, note: null } });
    expect(checkStatusChange('staff', 'processing', 'shipped', { ...shipping, courier: ' ' })).toEqual({ ok: false, field: 'courier', message: ORDER_MSG.courierRequired });
    expect(checkStatusChange('staff', 'processing', 'shipped', { ...shipping, trackingId: undefined })).toEqual({ ok: false, field: 'trackingId', message: ORDER_MSG.trackingIdRequired });
    for (const trackingLink of ['tcs.com.pk/x', 'javascript:alert(1)', 'ftp://x.pk/a', '']) {
      expect(checkStatusChange('staff', 'processing', 'shipped', { ...shipping, trackingLink })).toEqual({ ok: false, field: 'trackingLink', message: ORDER_MSG.trackingLinkRequired });
    }
  });

  it('refuses illegal moves with a clear message', () => {
    const bad: Array<[OrderStatus, unknown, string]> = [
      ['processing', 'delivered', 'An order that is processing cannot be marked delivered.'],
      ['delivered', 'returned', 'An order that is delivered cannot be marked returned.'],
      ['cancelled', 'processing', 'An order that is cancelled cannot be marked processing.'],
      ['shipped', 'shipped', 'The order is already shipped.'],
      ['processing', 'lost', ORDER_MSG.badStatus],
    ];
    for (const [from, to, message] of bad) expect(checkStatusChange('staff', from, to, shipping)).toMatchObject({ ok: false, message });
    expect(checkStatusChange('reseller', 'shipped', 'cancelled')).toEqual({ ok: false, field: 'status', message: ORDER_MSG.notCancellable });
    expect(checkStatusChange('reseller', 'processing', 'cancelled', { note: ' changed my mind ' })).toEqual({ ok: true, value: { courier: null, trackingId: null, trackingLink: null, note: 'changed my mind' } });
  });
});

describe('checkShippingDetails (the admin form, the gateway and orders)', () => {
  const valid = { courier: ' TCS ', trackingId: 'TCS-123', trackingLink: 'https://www.tcsexpress.com/track/TCS-123' };

  it('accepts the three details with an http(s) link, trimmed', () => {
    expect(checkShippingDetails(valid)).toEqual({ ok: true, value: { courier: 'TCS', trackingId: 'TCS-123', trackingLink: 'https://www.tcsexpress.com/track/TCS-123' } });
    expect(checkShippingDetails({ ...valid, trackingLink: 'http://leopards.pk/t?id=9' }).ok).toBe(true);
  });

  it('needs every detail; blank or not text counts as missing', () => {
    expect(checkShippingDetails({})).toEqual({ ok: false, field: 'courier', message: ORDER_MSG.courierRequired });
    expect(checkShippingDetails({ ...valid, trackingId: 42 })).toEqual({ ok: false, field: 'trackingId', message: ORDER_MSG.trackingIdRequired });
    expect(checkShippingDetails({ ...valid, trackingLink: '  ' })).toEqual({ ok: false, field: 'trackingLink', message: ORDER_MSG.trackingLinkRequired });
  });

  it.each(['tcs.com/track/1', 'javascript:alert(1)', 'ftp://tcs.com/1', 'https://', 'data:text/html,hi', 'mailto:a@b.pk'])('refuses the link %s', (link) => {
    expect(checkShippingDetails({ ...valid, trackingLink: link })).toMatchObject({ ok: false, field: 'trackingLink' });
  });

  it('refuses details over their limits, accepts them at the limit', () => {
    const { courier, trackingId, trackingLink } = ORDER_CHANGE_LIMITS;
    expect(checkShippingDetails({ ...valid, courier: 'x'.repeat(courier + 1) })).toMatchObject({ ok: false, field: 'courier' });
    expect(checkShippingDetails({ ...valid, trackingId: 'y'.repeat(trackingId + 1) })).toMatchObject({ ok: false, field: 'trackingId' });
    expect(checkShippingDetails({ ...valid, trackingLink: `https://t.pk/${'z'.repeat(trackingLink)}` })).toMatchObject({ ok: false, field: 'trackingLink' });
    expect(checkShippingDetails({ ...valid, courier: 'x'.repeat(courier), trackingId: 'y'.repeat(trackingId) }).ok).toBe(true);
  });
});
