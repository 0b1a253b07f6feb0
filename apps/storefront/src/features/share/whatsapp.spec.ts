import { parseMarginRupees, whatsappShareUrl } from './whatsapp';

describe('whatsappShareUrl', () => {
  it('adds the margin to the unit price and includes name and link', () => {
    const url = whatsappShareUrl({ name: 'Wireless Earbuds', unitPricePaisa: 1500_00, marginPaisa: 250_00, url: 'https://x.pk/product/p1' });
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      'Wireless Earbuds\nPrice: Rs. 1,750\nhttps://x.pk/product/p1',
    );
  });

  it('ignores a negative margin', () => {
    const text = decodeURIComponent(whatsappShareUrl({ name: 'A', unitPricePaisa: 100_00, marginPaisa: -50_00, url: 'u' }));
    expect(text).toContain('Price: Rs. 100');
  });
});

describe('parseMarginRupees', () => {
  it.each([
    ['', 0],
    ['250', 250],
    ['99.9', 99],
    ['-5', 0],
    ['abc', 0],
    ['5000000', 1_000_000],
  ])('%p -> %p', (text, rupees) => {
    expect(parseMarginRupees(text)).toBe(rupees);
  });
});
