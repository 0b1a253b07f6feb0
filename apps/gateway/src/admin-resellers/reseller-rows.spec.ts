import type { Profile } from '@resellpk/contracts';
import { mergeResellerRows } from './reseller-rows';

const profile = (id: string, name: string): Profile => ({
  id, email: `${name.toLowerCase()}@demo.pk`, name, role: 'reseller', plan: 'free', planExpiresAt: null, businessName: null,
  phone: '+923001234567', createdAt: '2026-11-01T10:00:00.000Z',
});
const ali = profile('u-ali', 'Ali');
const sara = profile('u-sara', 'Sara');

describe('mergeResellerRows', () => {
  it('puts every service figure on its reseller, in identity order; a user a service left out has zero', () => {
    const { items, unavailable } = mergeResellerRows([ali, sara], {
      orders: [{ userId: 'u-sara', ordersCount: 4, deliveredCount: 2, deliveredValuePaisa: 512000, profitPaidPaisa: 60000 }],
      wallet: [{ userId: 'u-ali', balancePaisa: 125050 }],
      coins: [{ userId: 'u-sara', balance: '1000.5000' }, { userId: 'u-ali', balance: '12.0000' }],
    });
    expect(unavailable).toEqual([]);
    expect(items.map((r) => r.id)).toEqual(['u-ali', 'u-sara']);
    expect(items[0]).toMatchObject({
      name: 'Ali', email: 'ali@demo.pk', phone: '+923001234567', plan: 'free', joinedAt: '2026-11-01T10:00:00.000Z',
      ordersCount: 0, deliveredCount: 0, deliveredValuePaisa: 0, profitPaidPaisa: 0, walletBalancePaisa: 125050, coinBalance: '12.0000',
    });
    expect(items[1]).toMatchObject({ ordersCount: 4, deliveredCount: 2, deliveredValuePaisa: 512000, profitPaidPaisa: 60000, walletBalancePaisa: 0, coinBalance: '1000.5000' });
  });

  it('a service that did not answer leaves its figures null and is named; the others still show', () => {
    const { items, unavailable } = mergeResellerRows([ali], {
      orders: null,
      wallet: [{ userId: 'u-ali', balancePaisa: 900 }],
      coins: null,
    });
    expect(unavailable).toEqual(['orders', 'coins']);
    expect(items[0]).toMatchObject({ ordersCount: null, deliveredValuePaisa: null, profitPaidPaisa: null, walletBalancePaisa: 900, coinBalance: null });
  });

  it('ignores figures for users not on the page', () => {
    const { items } = mergeResellerRows([ali], { orders: [], wallet: [{ userId: 'someone-else', balancePaisa: 5 }], coins: [] });
    expect(items).toHaveLength(1);
    expect(items[0].walletBalancePaisa).toBe(0);
  });
});
