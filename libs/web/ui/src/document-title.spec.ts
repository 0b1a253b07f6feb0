import { formatTitle, routeTitleKey } from './document-title';

describe('page titles (issue 34, 10)', () => {
  it('formats "<page> · ResellPK", and the brand alone without a page title', () => {
    expect(formatTitle('Wallet')).toBe('Wallet · ResellPK');
    expect(formatTitle('والیٹ')).toBe('والیٹ · ResellPK');
    expect(formatTitle('  QA Lamp ')).toBe('QA Lamp · ResellPK');
    expect(formatTitle('')).toBe('ResellPK');
    expect(formatTitle(null)).toBe('ResellPK');
    expect(formatTitle()).toBe('ResellPK');
  });

  it("takes the deepest matched route's title: a page's over its layout's", () => {
    expect(routeTitleKey([{ handle: { title: 'Admin' } }, { handle: undefined }, { handle: { title: 'Orders' } }])).toBe('Orders');
    expect(routeTitleKey([{ handle: { title: 'Admin' } }, { handle: {} }])).toBe('Admin');
    expect(routeTitleKey([{}, { handle: null }])).toBeNull();
  });
});
