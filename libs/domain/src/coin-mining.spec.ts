import { formatCoinUnits } from './coin-amount';
import { liveCoinUnits, minedUnitsBetween, MS_PER_MINED_UNIT } from './coin-mining';

describe('live mining figure', () => {
  it('is 5 coins an hour exactly: 50,000 units in 3,600,000 ms', () => {
    expect(MS_PER_MINED_UNIT * 50_000).toBe(3_600_000);
    expect(minedUnitsBetween(0, 3_600_000)).toBe(50_000n);
    expect(minedUnitsBetween(0, 71)).toBe(0n);
    expect(minedUnitsBetween(0, 72)).toBe(1n);
    expect(minedUnitsBetween(1000, 500)).toBe(0n);
  });

  const account = { balance: '1000.0000', lastMiningUpdate: '2026-11-23T10:00:00.000Z', serverTime: '2026-11-23T10:00:36.000Z' };

  it('adds what was mined since lastMiningUpdate by the server clock, not the device clock', () => {
    // the device clock is an hour behind: only the time elapsed since receipt counts on it
    const received = Date.parse('2026-11-23T09:00:00.000Z');
    expect(formatCoinUnits(liveCoinUnits(account, received, received)!)).toBe('1000.0500'); // 36 s = 500 units
    expect(formatCoinUnits(liveCoinUnits(account, received, received + 1000)!)).toBe('1000.0513'); // 37 s = 513 units
  });

  it('never goes below the stored balance and refuses an unusable snapshot', () => {
    const early = { ...account, serverTime: '2026-11-23T09:59:00.000Z' };
    expect(formatCoinUnits(liveCoinUnits(early, 0, 0)!)).toBe('1000.0000');
    expect(liveCoinUnits({ ...account, balance: 'abc' }, 0, 0)).toBeNull();
    expect(liveCoinUnits({ ...account, lastMiningUpdate: 'never' }, 0, 0)).toBeNull();
  });
});
