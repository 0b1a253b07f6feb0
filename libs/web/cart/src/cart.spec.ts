import type { ProductView } from '@resellpk/contracts';
import { cartCount, parseCart, quoteRequestOf, withApplyCoins, withGift, withGiftsAllowed, withProduct, withProfit, withQuantity, withoutProduct } from './cart';

const img = { id: 'i', cardUrl: '/c', detailUrl: '/d', fullUrl: '/f' };
const product = (id: string): ProductView => ({
  id,
  name: `Product ${id}`,
  shortName: id,
  longName: id,
  description: '',
  category: 'electronics',
  planAccess: 'free',
  retailPricePaisa: 1500_00,
  discountedPricePaisa: 1200_00,
  wholesalePricePaisa: null,
  wholesaleLocked: true,
  image: img,
  images: [],
  weightKg: 0.5,
  stock: 10,
  coinDiscount: 0,
  rating: 4.5,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('cart rules', () => {
  it('raises the quantity of a product already in the cart instead of adding a second line', () => {
    let cart = withProduct({ items: [] }, product('a'));
    cart = withProduct(cart, product('b'), 2);
    cart = withProduct(cart, product('a'), 3);
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    expect(cartCount(cart)).toBe(6);
  });

  it('never lets a quantity drop below 1 and keeps profit in whole non-negative paisa', () => {
    let cart = withProduct({ items: [] }, product('a'), 2);
    cart = withQuantity(cart, 'a', 0);
    expect(cart.items[0].quantity).toBe(1);
    cart = withProfit(cart, 'a', 150.4);
    expect(cart.items[0].profitAmountPaisa).toBe(150);
    cart = withProfit(cart, 'a', -5);
    expect(cart.items[0].profitAmountPaisa).toBe(0);
    expect(withoutProduct(cart, 'a').items).toEqual([]);
  });

  it('reads the {items} format, the older bare array, and survives corrupt values', () => {
    const stored = withProduct({ items: [] }, product('a'), 2);
    expect(cartCount(parseCart(JSON.stringify(stored)))).toBe(2);
    expect(cartCount(parseCart(JSON.stringify(stored.items)))).toBe(2);
    expect(parseCart('{not json').items).toEqual([]);
    expect(parseCart(null).items).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [{ productId: 'x', quantity: 'many' }] })).items).toEqual([]);
  });

  it('sends the server only what the reseller chose: product, quantity, margin, Apply Coins and gifts, never a price', () => {
    let cart = withProduct({ items: [] }, product('a'), 2);
    cart = withProduct(cart, product('b'));
    cart = withProfit(cart, 'a', 250_00);
    cart = withApplyCoins(cart, 'b', true);
    cart = withGift(cart, { offerId: 'o1', productId: 'g1', quantity: 1 }, 2);
    expect(quoteRequestOf(cart)).toEqual({
      items: [
        { productId: 'a', quantity: 2, profitAmountPaisa: 250_00 },
        { productId: 'b', quantity: 1, profitAmountPaisa: 0, applyCoins: true },
      ],
      gifts: [{ offerId: 'o1', productId: 'g1', quantity: 1 }],
    });
    expect(JSON.stringify(quoteRequestOf(cart))).not.toMatch(/Price|price/);
  });

  it("keeps an offer's gifts within its units, drops a gift set to 0, and keeps gifts through line changes and storage", () => {
    let cart = withProduct({ items: [] }, product('a'));
    cart = withGift(cart, { offerId: 'o1', productId: 'g1', quantity: 5 }, 2);
    expect(cart.gifts).toEqual([{ offerId: 'o1', productId: 'g1', quantity: 2 }]);
    // the offer's units are shared by its products
    cart = withGift(cart, { offerId: 'o1', productId: 'g2', quantity: 1 }, 2);
    expect(cart.gifts).toEqual([{ offerId: 'o1', productId: 'g1', quantity: 2 }]);
    cart = withGift(cart, { offerId: 'o1', productId: 'g1', quantity: 1 }, 2);
    cart = withGift(cart, { offerId: 'o1', productId: 'g2', quantity: 1 }, 2);
    expect(cart.gifts).toHaveLength(2);
    cart = withQuantity(withProfit(cart, 'a', 100), 'a', 3);
    expect(cart.gifts).toHaveLength(2);
    expect(parseCart(JSON.stringify(cart)).gifts).toEqual(cart.gifts);
    cart = withGift(cart, { offerId: 'o1', productId: 'g2', quantity: 0 }, 2);
    expect(cart.gifts).toEqual([{ offerId: 'o1', productId: 'g1', quantity: 1 }]);
  });

  it('drops gifts of offers the latest quote no longer unlocks, and returns the same cart when nothing changes', () => {
    let cart = withProduct({ items: [] }, product('a'));
    cart = withGift(cart, { offerId: 'o1', productId: 'g1', quantity: 1 }, 1);
    cart = withGift(cart, { offerId: 'o2', productId: 'g2', quantity: 1 }, 1);
    const same = withGiftsAllowed(cart, [{ offerId: 'o1', productIds: ['g1'] }, { offerId: 'o2', productIds: ['g2'] }]);
    expect(same).toBe(cart);
    expect(withGiftsAllowed(cart, [{ offerId: 'o1', productIds: ['g1'] }]).gifts).toEqual([{ offerId: 'o1', productId: 'g1', quantity: 1 }]);
    expect(withGiftsAllowed(cart, [{ offerId: 'o1', productIds: ['g9'] }]).gifts).toEqual([]);
  });
});
