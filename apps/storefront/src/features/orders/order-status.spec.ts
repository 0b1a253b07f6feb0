import { ORDER_STATUSES } from '@resellpk/contracts';
import { ORDER_STATUS_LOOK, safeTrackingLink, statusLook } from './order-status';

describe('order status look', () => {
  it('gives every status a label, colour and icon: processing default, shipped gold, delivered green, the rest grey', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LOOK[status].label).toBeTruthy();
    expect(ORDER_STATUS_LOOK.processing.color).toBe('default');
    expect(ORDER_STATUS_LOOK.shipped.color).toBe('gold');
    expect(ORDER_STATUS_LOOK.delivered.color).toBe('green');
    expect(ORDER_STATUS_LOOK.cancelled.color).toBe(ORDER_STATUS_LOOK.returned.color);
    expect(statusLook('lost_in_transit')).toMatchObject({ label: 'lost_in_transit', color: ORDER_STATUS_LOOK.cancelled.color });
  });

  it('links only http(s) tracking links', () => {
    expect(safeTrackingLink('https://tcs.com.pk/track?c=TCS123')).toBe('https://tcs.com.pk/track?c=TCS123');
    expect(safeTrackingLink('javascript:alert(1)')).toBeNull();
    expect(safeTrackingLink('not a url')).toBeNull();
    expect(safeTrackingLink(null)).toBeNull();
  });
});
