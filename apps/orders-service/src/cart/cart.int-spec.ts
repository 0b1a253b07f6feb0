import { randomUUID } from 'node:crypto';
import { OrdersSubjects, type SavedCart } from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

/** A reseller's saved cart (issue 34, 9): follows them to every device, holds only their choices, theirs alone. */
describe('orders.getCart / orders.saveCart', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const getCart = (ctx: object) => t.h.call<SavedCart>(OrdersSubjects.getCart, {}, ctx);
  const save = (ctx: object, body: unknown) => t.h.call<SavedCart>(OrdersSubjects.saveCart, body, ctx);
  const saveError = (ctx: object, body: unknown) => t.h.callError(OrdersSubjects.saveCart, body, ctx);
  const rows = async (userId: string) => t.service.dataSource.query(`SELECT items, gifts, version FROM carts WHERE user_id = $1`, [userId]);

  it('keeps what a reseller chose, margins, Apply Coins and gifts included, for every later read (another device)', async () => {
    const ctx = t.reseller('free');
    expect(await getCart(ctx)).toEqual({ items: [], gifts: [], version: 0, updatedAt: null });
    const [a, b] = [randomUUID(), randomUUID()];
    const gift = { offerId: randomUUID(), productId: randomUUID(), quantity: 1 };
    const saved = await save(ctx, {
      items: [
        { productId: a, quantity: 2, profitAmountPaisa: 250_00, applyCoins: true },
        { productId: b.toUpperCase(), quantity: 1, profitAmountPaisa: 0 },
      ],
      gifts: [gift],
      version: 0,
    });
    const expected = {
      items: [
        { productId: a, quantity: 2, profitAmountPaisa: 250_00, applyCoins: true },
        { productId: b, quantity: 1, profitAmountPaisa: 0 },
      ],
      gifts: [gift],
      version: 1,
    };
    expect(saved).toMatchObject(expected);
    expect(typeof saved.updatedAt).toBe('string');
    expect(await getCart(ctx)).toEqual(saved);
    // the next save replaces it whole; an emptied cart is a cart
    expect(await save(ctx, { items: [{ productId: b, quantity: 3, profitAmountPaisa: 10_00 }], version: 1 })).toMatchObject({
      items: [{ productId: b, quantity: 3, profitAmountPaisa: 10_00 }],
      gifts: [],
      version: 2,
    });
    expect(await save(ctx, { items: [], gifts: [], version: 2 })).toMatchObject({ items: [], gifts: [], version: 3 });
  });

  it('stores choices only: a price, stock or coin figure a client adds is not kept', async () => {
    const ctx = t.reseller('free');
    const p = randomUUID();
    await save(ctx, {
      items: [{ productId: p, quantity: 1, profitAmountPaisa: 5_00, unitPricePaisa: 1, stock: 999, coinCost: '0.0000', product: { name: 'x' } }],
      totalAmountPaisa: 1,
      version: 0,
    });
    expect(await rows(ctx.userId)).toEqual([{ items: [{ productId: p, quantity: 1, profitAmountPaisa: 5_00 }], gifts: [], version: 1 }]);
  });

  it("is the caller's own: another reseller reads and writes only theirs, whatever ids the request carries", async () => {
    const alice = t.reseller('free');
    const bob = t.reseller('premium');
    const line = { productId: randomUUID(), quantity: 4, profitAmountPaisa: 99_00 };
    const alices = await save(alice, { items: [line], version: 0 });
    expect(await getCart({ ...bob })).toEqual({ items: [], gifts: [], version: 0, updatedAt: null });
    // naming Alice in the request changes nothing: the cart is the caller's
    await save(bob, { userId: alice.userId, items: [{ ...line, quantity: 1 }], version: 0 });
    expect(await t.h.call(OrdersSubjects.getCart, { userId: alice.userId }, bob)).toMatchObject({ items: [{ ...line, quantity: 1 }] });
    expect(await getCart(alice)).toEqual(alices);
    // Alice's version 1 is not Bob's to replace, and Bob's save did not move hers
    expect(await rows(alice.userId)).toEqual([{ items: [line], gifts: [], version: 1 }]);
  });

  it('refuses a save from an older copy (another device saved since) and keeps the newer cart', async () => {
    const ctx = t.reseller('free');
    const [a, b] = [randomUUID(), randomUUID()];
    await save(ctx, { items: [{ productId: a, quantity: 1, profitAmountPaisa: 0 }], version: 0 });
    const phone = await save(ctx, { items: [{ productId: a, quantity: 1, profitAmountPaisa: 0 }, { productId: b, quantity: 1, profitAmountPaisa: 0 }], version: 1 });
    // the laptop still holds version 1
    expect(await saveError(ctx, { items: [], version: 1 })).toEqual({ code: 'CONFLICT', field: 'version', message: ORDER_MSG.cartChanged });
    // a second first save (two devices signing in at once) is refused too, not an overwrite
    expect(await saveError(ctx, { items: [], version: 0 })).toEqual({ code: 'CONFLICT', field: 'version', message: ORDER_MSG.cartChanged });
    expect(await getCart(ctx)).toEqual(phone);
  });

  it.each([
    ['a negative margin', { items: [{ productId: randomUUID(), quantity: 1, profitAmountPaisa: -1 }] }, 'profitAmountPaisa', ORDER_MSG.badProfit],
    ['a margin in fractions of a paisa', { items: [{ productId: randomUUID(), quantity: 1, profitAmountPaisa: 1.5 }] }, 'profitAmountPaisa', ORDER_MSG.badProfit],
    ['a margin above Rs. 100,000', { items: [{ productId: randomUUID(), quantity: 1, profitAmountPaisa: 10_000_001 }] }, 'profitAmountPaisa', ORDER_MSG.badProfit],
    ['a quantity of 0', { items: [{ productId: randomUUID(), quantity: 0, profitAmountPaisa: 0 }] }, 'quantity', ORDER_MSG.badQuantity],
    ['a quantity of 100', { items: [{ productId: randomUUID(), quantity: 100, profitAmountPaisa: 0 }] }, 'quantity', ORDER_MSG.badQuantity],
    ['a product id that is not one', { items: [{ productId: 'abc', quantity: 1, profitAmountPaisa: 0 }] }, 'items', ORDER_MSG.badLine],
    ['51 lines', { items: Array.from({ length: 51 }, () => ({ productId: randomUUID(), quantity: 1, profitAmountPaisa: 0 })) }, 'items', ORDER_MSG.tooManyLines],
    ['no list of lines', { items: 'all' }, 'items', ORDER_MSG.cartEmpty],
    ['a bad gift', { items: [], gifts: [{ offerId: randomUUID(), productId: randomUUID(), quantity: 0 }] }, 'gifts', ORDER_MSG.badGift],
    ['no version', { items: [], version: undefined }, 'version', ORDER_MSG.badCartVersion],
    ['a negative version', { items: [], version: -1 }, 'version', ORDER_MSG.badCartVersion],
  ])('refuses %s and changes nothing', async (_label, body, field, message) => {
    const ctx = t.reseller('free');
    const kept = await save(ctx, { items: [{ productId: randomUUID(), quantity: 2, profitAmountPaisa: 100_00 }], version: 0 });
    expect(await saveError(ctx, { version: 1, ...body })).toEqual({ code: 'VALIDATION', field, message });
    expect(await getCart(ctx)).toEqual(kept);
  });

  it('refuses the same product twice and changes nothing', async () => {
    const ctx = t.reseller('free');
    const p = randomUUID();
    const kept = await save(ctx, { items: [{ productId: p, quantity: 1, profitAmountPaisa: 0 }], version: 0 });
    const twice = { items: [{ productId: p, quantity: 1, profitAmountPaisa: 0 }, { productId: p.toUpperCase(), quantity: 2, profitAmountPaisa: 0 }], version: 1 };
    expect(await saveError(ctx, twice)).toEqual({ code: 'VALIDATION', field: 'items', message: ORDER_MSG.duplicateLine });
    expect(await getCart(ctx)).toEqual(kept);
  });

  it('has no cart for staff (they do not transact), nor for a caller without an account', async () => {
    const line = { productId: randomUUID(), quantity: 1, profitAmountPaisa: 0 };
    for (const staff of [t.admin(), { ...t.admin(), role: 'topup_helper' as const }]) {
      expect(await t.h.callError(OrdersSubjects.getCart, {}, staff)).toEqual({ code: 'FORBIDDEN', message: ORDER_MSG.staffHaveNoCart });
      expect(await saveError(staff, { items: [line], version: 0 })).toEqual({ code: 'FORBIDDEN', message: ORDER_MSG.staffHaveNoCart });
      expect(await rows(staff.userId)).toEqual([]);
    }
    // a reseller promoted a minute ago still holds a reseller token: the current role counts
    const promoted = t.reseller('free');
    await t.service.dataSource.query(`INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, 'admin', now())`, [promoted.userId]);
    expect(await saveError(promoted, { items: [line], version: 0 })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rows(promoted.userId)).toEqual([]);
    expect((await t.h.callError(OrdersSubjects.getCart, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
