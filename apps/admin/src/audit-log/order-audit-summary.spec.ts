import type { OrderAuditDetails } from '@resellpk/contracts';
import { orderAuditSummary } from './order-audit-summary';

// English: the key with its placeholders filled, as i18next does
const t = (key: string, vars: Record<string, string | number> = {}) => key.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const ORDER = '9b2f4c1e-7a3d-4e8b-9c0f-1d2e3f4a5b6c';
const details = (over: Partial<OrderAuditDetails>): OrderAuditDetails => ({ orderId: ORDER, from: 'processing', to: 'shipped', by: 'staff', totalAmountPaisa: 345_000, profitPaisa: 40_000, ...over });
const entry = (action: string, d: Partial<OrderAuditDetails>) => ({ source: 'orders' as const, action, details: details(d) as unknown as Record<string, unknown> });

describe('orderAuditSummary: what an order entry of the audit log moved', () => {
  it('shipping: the courier and the total to collect', () => {
    expect(orderAuditSummary(entry('order.shipped', { courier: 'TCS' }), t)).toMatch(/^Order #\w+: shipped with TCS, Rs\. 3,450 to collect$/);
  });

  it('delivery: the profit credited to the reseller', () => {
    expect(orderAuditSummary(entry('order.delivered', { from: 'shipped', to: 'delivered' }), t)).toMatch(/^Order #\w+: Rs\. 400 profit credited to the reseller$/);
  });

  it('cancel and return: the coins refunded, the units restocked and the allowance given back', () => {
    expect(orderAuditSummary(entry('order.cancelled', { to: 'cancelled', coinsRefunded: '120.5000', unitsRestocked: 3, allowanceReturnedPaisa: 0 }), t)).toMatch(
      /^Order #\w+: coins refunded 120\.50, units restocked 3$/,
    );
    expect(orderAuditSummary(entry('order.returned', { to: 'returned', coinsRefunded: '0.0000', unitsRestocked: 2, allowanceReturnedPaisa: 200_000 }), t)).toMatch(
      /^Order #\w+: coins refunded 0\.00, units restocked 2; Rs\. 2,000 of plan allowance given back$/,
    );
  });

  it("says nothing for the other logs' entries", () => {
    expect(orderAuditSummary({ source: 'wallet-payments', action: 'withdrawal.paid', details: {} }, t)).toBeNull();
  });
});
