import { coinsText, countText, MISSING, paisaText, SOME_UNAVAILABLE_TEXT, unavailableText } from './reseller-figures';

describe('reseller figures', () => {
  it('formats paisa as rupees and coins with 2 decimals', () => {
    expect(paisaText(12505000)).toBe('Rs. 125,050');
    expect(paisaText(0)).toBe('Rs. 0');
    expect(coinsText('1234.5678')).toBe('1,234.57');
    expect(coinsText('0.0000')).toBe('0.00');
    expect(countText(1200)).toBe('1,200');
  });

  it('shows a missing figure as a dash, never as zero', () => {
    expect([paisaText(null), coinsText(null), countText(null)]).toEqual([MISSING, MISSING, MISSING]);
  });

  it('names the figures that did not load', () => {
    expect(unavailableText([])).toBeNull();
    expect(unavailableText(['wallet'])).toBe(`Could not load the wallet balances right now; they show as ${MISSING}. Everything else is current.`);
    expect(unavailableText(['orders', 'wallet', 'coins'])).toContain('order figures, wallet balances and coin balances');
    // whole sentences (keys of t), in one order whatever the order of the answer
    expect(unavailableText(['coins', 'orders'])).toBe(`Could not load the order figures and coin balances right now; they show as ${MISSING}. Everything else is current.`);
    expect(unavailableText(['unknown' as never])).toBe(SOME_UNAVAILABLE_TEXT);
  });
});
