import { addFundsLink, lockedAmountFromQuery } from './locked-amount';

describe('Add Funds locked amount', () => {
  it('round-trips the link a plan card makes', () => {
    expect(addFundsLink(1800)).toBe('/wallet/add-funds?amount=1800');
    expect(lockedAmountFromQuery(new URL(`http://x${addFundsLink(1235)}`).search)).toBe(1235);
  });
  it('ignores anything but a whole positive number of rupees', () => {
    for (const search of ['', '?amount=', '?amount=0', '?amount=-5', '?amount=12.5', '?amount=1e3', '?amount=abc', '?other=5']) {
      expect(lockedAmountFromQuery(search)).toBeNull();
    }
  });
});
