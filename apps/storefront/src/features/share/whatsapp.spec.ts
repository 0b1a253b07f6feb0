import { parseMarginRupees, whatsappShareUrl, whatsappTrackingUrl } from './whatsapp';

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

describe('whatsappTrackingUrl', () => {
  const order = { customerName: 'Ayesha', customerPhone: '+923001234567', orderNumber: '9d1e2a11', courier: 'TCS', trackingId: 'TCS123', trackingLink: 'https://tcs.example/t/TCS123' };

  it("opens the customer's chat with the order number, courier, tracking id and link", () => {
    const url = whatsappTrackingUrl(order);
    expect(url.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(
      'Assalam o Alaikum Ayesha, your order #9d1e2a11 is on its way.\nCourier: TCS\nTracking ID: TCS123\nTrack your parcel: https://tcs.example/t/TCS123',
    );
  });

  it('leaves out what staff did not enter, and lets the reseller pick the chat when the number is not a stored mobile', () => {
    const url = whatsappTrackingUrl({ ...order, customerPhone: '042-1234567', courier: null, trackingId: null });
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1])).not.toContain('Courier');
  });
});
