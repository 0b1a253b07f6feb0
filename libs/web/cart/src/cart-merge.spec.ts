import { cartOfChoices, choicesOf, mergeAtSignIn, mergeConcurrent, type CartChoices } from './cart-merge';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const OFFER = 'dddddddd-0000-4000-8000-000000000004';
const l = (productId: string, quantity = 1, profitAmountPaisa = 0, applyCoins = false) => ({ productId, quantity, profitAmountPaisa, ...(applyCoins ? { applyCoins } : {}) });
const cart = (items: ReturnType<typeof l>[], gifts: CartChoices['gifts'] = []): CartChoices => ({ items, gifts });

describe('choicesOf', () => {
  it("keeps the server's limits: whole quantities 1..99, margins 0..Rs. 100,000, each product once, at most 50 lines", () => {
    const many = Array.from({ length: 60 }, (_, i) => l(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    expect(choicesOf(cart([l(A, 0, -5), l(A, 3), l(B, 120, 20_000_000.4)])).items).toEqual([l(A, 1, 0), l(B, 99, 10_000_000)]);
    expect(choicesOf(cart(many)).items).toHaveLength(50);
  });

  it('leaves out a line the server would refuse whole (not a product id)', () => {
    expect(choicesOf(cart([l('a', 2), l(A, 1)])).items).toEqual([l(A, 1)]);
  });

  it('drops what is not a choice (a product snapshot, a price)', () => {
    const item = { ...l(A, 2, 100), product: { name: 'x' }, unitPricePaisa: 5 } as unknown as ReturnType<typeof l>;
    expect(choicesOf(cart([item])).items).toEqual([l(A, 2, 100)]);
  });
});

describe('mergeAtSignIn', () => {
  const saved = cart([l(A, 1, 300_00, true), l(B, 4, 50_00)], [{ offerId: OFFER, productId: C, quantity: 1 }]);
  const browser = cart([l(B, 2), l(A, 3), l(C, 1)]);

  it('keeps the larger quantity of a product in both, the saved margin and Apply Coins, and adds what only the browser had', () => {
    expect(mergeAtSignIn(saved, browser)).toEqual(cart([l(A, 3, 300_00, true), l(B, 4, 50_00), l(C, 1)], [{ offerId: OFFER, productId: C, quantity: 1 }]));
  });

  it('gives the same cart when repeated (a retried sign-in does not double anything)', () => {
    const once = mergeAtSignIn(saved, browser);
    expect(mergeAtSignIn(once, browser)).toEqual(once);
  });

  it('is the saved cart when the browser has none, and the browser cart when nothing was saved', () => {
    expect(mergeAtSignIn(saved, cart([]))).toEqual(choicesOf(saved));
    expect(mergeAtSignIn(cart([]), browser)).toEqual(choicesOf(browser));
  });
});

describe('mergeConcurrent (another device saved since this browser read the cart)', () => {
  const base = cart([l(A, 1), l(B, 1)]);

  it('keeps what each side added', () => {
    expect(mergeConcurrent(base, cart([l(A, 1), l(B, 1), l(C, 2)]), cart([l(A, 1), l(B, 1), l(C, 5), l('eeeeeeee-0000-4000-8000-000000000005')])).items.map((x) => x.productId)).toEqual([
      A,
      B,
      C,
      'eeeeeeee-0000-4000-8000-000000000005',
    ]);
  });

  it("takes this browser's change to a line over the other device's, and the other device's where this browser changed nothing", () => {
    const local = cart([l(A, 1, 200_00), l(B, 1)]);
    const server = cart([l(A, 5), l(B, 7, 10_00)]);
    expect(mergeConcurrent(base, local, server).items).toEqual([l(A, 1, 200_00), l(B, 7, 10_00)]);
  });

  it('removes what either side removed and the other left alone', () => {
    expect(mergeConcurrent(base, cart([l(A, 1)]), cart([l(A, 1), l(B, 1)])).items).toEqual([l(A, 1)]);
    expect(mergeConcurrent(base, cart([l(A, 1), l(B, 1)]), cart([l(B, 1)])).items).toEqual([l(B, 1)]);
  });
});

describe('cartOfChoices', () => {
  it("keeps this browser's product details for display, and leaves them out for a line from another device", () => {
    const product = { id: A, name: 'Earbuds' } as never;
    const shown = cartOfChoices(cart([l(A, 2, 100), l(B, 1)]), { items: [{ productId: A, product, quantity: 1, profitAmountPaisa: 0 }] });
    expect(shown).toEqual({ items: [{ productId: A, product, quantity: 2, profitAmountPaisa: 100 }, { productId: B, quantity: 1, profitAmountPaisa: 0 }] });
  });
});
