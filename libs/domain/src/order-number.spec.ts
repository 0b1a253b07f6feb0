import { orderLabel, orderNumber, orderProfitDescription } from './order-number';

describe('order number', () => {
  const id = '3f0c1c1e-7c1b-4f0e-9a51-0d7c9d1e2a11';

  it("is the last 8 characters of the id in upper case (the spec's order cards)", () => {
    expect(orderNumber(id)).toBe('9D1E2A11');
  });

  it('reads the same wherever it is shown: toast, cards, admin, ledgers, notifications', () => {
    expect(orderLabel(id)).toBe('#9D1E2A11');
    expect(orderProfitDescription(id)).toBe('Profit from order #9D1E2A11');
  });
});
