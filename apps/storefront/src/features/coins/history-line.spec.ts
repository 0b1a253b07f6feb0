import { coinHistoryText } from './history-line';

// a t() that marks what it translated
const t = (key: string) => `<${key}>`;

describe('coin history line text', () => {
  it('translates the type text, then fills in the values', () => {
    expect(coinHistoryText({ type: 'usage', values: { orderNumber: '1A2B3C4D' } }, t, 'Used')).toBe('<Coins used for order {order}>'.replace('{order}', '#1A2B3C4D'));
    expect(coinHistoryText({ type: 'purchase', values: { coins: '1000.0000', pricePaisa: 25_000, firstPurchase: true } }, t, 'Coin Pack')).toBe(
      '<Purchased 1000 coins for Rs. 250>< (First purchase bonus)>',
    );
    expect(coinHistoryText({ type: 'mining', values: { hours: 1.5 } }, t, 'Mining')).toBe('<Mining rewards for 1.50 hours>');
    expect(coinHistoryText({ type: 'signup_bonus', values: {} }, t, 'Welcome Bonus')).toBe('<Welcome bonus>');
  });

  it('an unknown type, or a line without a value its text needs, reads as the label given', () => {
    expect(coinHistoryText({ type: 'cashback' as never, values: {} }, t, 'Cashback')).toBe('Cashback');
    expect(coinHistoryText({ type: 'usage', values: {} }, t, 'Used')).toBe('Used');
    expect(coinHistoryText({ type: 'purchase' }, t, 'Coin Pack')).toBe('Coin Pack');
  });
});
