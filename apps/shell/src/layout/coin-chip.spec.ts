import { coinBalanceText } from './coin-chip';

describe('coinBalanceText', () => {
  it('shows the live balance to four decimals, grouped', () => {
    expect(coinBalanceText(12_345_678n)).toBe('1,234.5678');
    expect(coinBalanceText(10_000_014n)).toBe('1,000.0014');
    expect(coinBalanceText(0n)).toBe('0.0000');
  });

  it('is null while the balance is unknown (chip hidden)', () => {
    expect(coinBalanceText(null)).toBeNull();
  });
});
