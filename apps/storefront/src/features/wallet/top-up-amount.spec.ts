import { lockedTopUpRupees } from './top-up-amount';

describe('lockedTopUpRupees', () => {
  it('locks add funds to what the wallet lacks, rounded up to whole rupees', () => {
    expect(lockedTopUpRupees(3000_00, 1200_00)).toBe(1800);
    expect(lockedTopUpRupees(1500_00, 265_44)).toBe(1235);
    expect(lockedTopUpRupees(1500_00, 0)).toBe(1500);
  });
  it('never below the smallest top-up (Rs. 100)', () => {
    expect(lockedTopUpRupees(1500_00, 1499_99)).toBe(100);
    expect(lockedTopUpRupees(1500_00, 1450_00)).toBe(100);
  });
});
