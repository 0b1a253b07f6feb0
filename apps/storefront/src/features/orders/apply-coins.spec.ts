import { coinSavingOf, coinsMissingFor } from './apply-coins';

describe('Apply Coins', () => {
  it('allows a line when the balance left after the other applied lines covers its cost', () => {
    expect(coinsMissingFor({ coinBalance: '1000.0000', coinsToSpend: '0.0000' }, { coinCost: '300.0000', coinsApplied: false })).toBeNull();
    expect(coinsMissingFor({ coinBalance: '1000.0000', coinsToSpend: '700.0000' }, { coinCost: '300.0000', coinsApplied: false })).toBeNull();
    expect(coinsMissingFor({ coinBalance: '1000.0000', coinsToSpend: '700.0001' }, { coinCost: '300.0000', coinsApplied: false })).toBe('300.0000');
  });

  it('does not count the line against itself when it is already applied', () => {
    expect(coinsMissingFor({ coinBalance: '300.0000', coinsToSpend: '300.0000' }, { coinCost: '300.0000', coinsApplied: true })).toBeNull();
  });

  it('refuses a line whose coin cost is 0 (nothing to apply)', () => {
    expect(coinsMissingFor({ coinBalance: '1000.0000', coinsToSpend: '0.0000' }, { coinCost: '0.0000', coinsApplied: false })).toBe('0.0000');
  });

  it("computes the saving from the server's unit prices", () => {
    expect(coinSavingOf({ retailPricePaisa: 1500_00, unitPricePaisa: 1200_00, quantity: 2 })).toBe(600_00);
    expect(coinSavingOf({ retailPricePaisa: 1500_00, unitPricePaisa: 1500_00, quantity: 2 })).toBe(0);
  });
});
