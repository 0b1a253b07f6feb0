import { coinBalanceText } from './coin-chip';

describe('coinBalanceText', () => {
  it('shows the balance to two decimals', () => {
    expect(coinBalanceText({ balance: '1234.5678' })).toBe('1,234.57');
    expect(coinBalanceText({ balance: 0 })).toBe('0.00');
  });

  it('is null when there is no usable balance (chip hidden)', () => {
    expect(coinBalanceText(undefined)).toBeNull();
    expect(coinBalanceText({})).toBeNull();
    expect(coinBalanceText({ balance: 'abc' })).toBeNull();
  });
});
