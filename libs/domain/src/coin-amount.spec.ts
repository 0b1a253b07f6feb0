import { coinsToUnits, formatCoins, formatCoinUnits, parseCoinUnits } from './coin-amount';

describe('coin amounts', () => {
  it('parses exact decimals into 1/10000 units', () => {
    expect(parseCoinUnits('12.5')).toBe(125000n);
    expect(parseCoinUnits('0.0001')).toBe(1n);
    expect(parseCoinUnits('-3.0004')).toBe(-30004n);
    expect(parseCoinUnits('1000')).toBe(10000000n);
  });
  it('refuses what is not a plain decimal with at most 4 places', () => {
    for (const bad of ['', '1.23456', '1e3', 'abc', '1.', '.5', ' ', 12 as unknown as string, null as unknown as string]) expect(parseCoinUnits(bad)).toBeNull();
  });
  it('formats units back without loss', () => {
    expect(formatCoinUnits(125000n)).toBe('12.5000');
    expect(formatCoinUnits(-1n)).toBe('-0.0001');
    expect(formatCoinUnits(coinsToUnits(1000))).toBe('1000.0000');
    // 0.1 + 0.2 in floats is not 0.3; in units it is
    expect(formatCoinUnits(parseCoinUnits('0.1')! + parseCoinUnits('0.2')!)).toBe('0.3000');
  });
  it('rounds for display', () => {
    expect(formatCoins('1234.5678')).toBe('1,234.57');
    expect(formatCoins('0.0049')).toBe('0.00');
    expect(formatCoins('0.0050')).toBe('0.01');
    expect(formatCoins('1000.0014', 4)).toBe('1,000.0014');
  });
});
