import { OrdersEvents, OrdersSubjects, type OrderQuote, type OrderStatusChangedV1, type OrderView } from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

/** The wholesale allowance of a partner plan through quote, checkout, compensation and cancel (identity is a stand-in). */
describe('orders: the wholesale allowance of a partner plan', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const db = () => t.service.dataSource;
  const statusEvents = async (orderId: string): Promise<OrderStatusChangedV1[]> =>
    (await db().query(`SELECT envelope->'data' AS d FROM outbox WHERE subject = $1 AND envelope->'data'->>'orderId' = $2 ORDER BY envelope->'data'->>'at'`, [OrdersEvents.orderStatusChangedV1, orderId])).map(
      (r: { d: OrderStatusChangedV1 }) => r.d,
    );
  // each product: retail 1,500 - wholesale 1,000 = Rs. 500 of allowance a unit
  const starter = (allowanceLeftPaisa: number) => {
    const ctx = t.reseller('starter', 0);
    t.identity.allowanceLeft.set(ctx.userId, allowanceLeftPaisa);
    return ctx;
  };

  it('a Starter user whose allowance covers one of two lines: one at wholesale, one at retail; the order stores it; cancelling announces it for identity to give back', async () => {
    const a = t.product();
    const b = t.product();
    const ctx = starter(120_000);
    const cart = { items: [{ productId: a.id, quantity: 2, profitAmountPaisa: 0 }, { productId: b.id, quantity: 1, profitAmountPaisa: 0 }] };

    const quote = await t.h.call<OrderQuote>(OrdersSubjects.quote, cart, ctx);
    expect(quote.lines.map((l) => [l.priceBasis, l.unitPricePaisa])).toEqual([['wholesale', 100_000], ['retail', 150_000]]);
    expect(quote).toMatchObject({ allowanceUsedPaisa: 100_000, itemsPaisa: 350_000 });

    const order = await t.place(ctx, cart);
    expect(order.items.map((i) => [i.priceBasis, i.unitPricePaisa])).toEqual([['wholesale', 100_000], ['retail', 150_000]]);
    expect(order.itemsPaisa).toBe(350_000);
    expect(t.identity.allowanceLeft.get(ctx.userId)).toBe(20_000);
    expect(t.identity.allowanceUses.get(order.id)).toEqual({ userId: ctx.userId, amountPaisa: 100_000, released: false });
    const [row] = await db().query(`SELECT allowance_used_paisa::int AS used FROM orders WHERE id = $1`, [order.id]);
    expect(row.used).toBe(100_000);

    // the next quote sees what is left: neither line fits now
    const after = await t.h.call<OrderQuote>(OrdersSubjects.quote, cart, ctx);
    expect(after.lines.map((l) => l.priceBasis)).toEqual(['retail', 'retail']);
    expect(after.allowanceUsedPaisa).toBe(0);

    // identity gives it back when it hears of the cancellation (its consumer is tested in identity-service)
    await t.h.call<OrderView>(OrdersSubjects.cancel, { id: order.id }, ctx);
    expect(await statusEvents(order.id)).toEqual([expect.objectContaining({ to: 'processing' }), expect.objectContaining({ from: 'processing', to: 'cancelled', userId: ctx.userId })]);
  });

  it('an allowance that shrank since the quote: VALIDATION asking to re-check the cart, and everything undone', async () => {
    const a = t.product({ stock: 5 });
    const ctx = starter(50_000);
    const cart = { items: [{ productId: a.id, quantity: 1, profitAmountPaisa: 0 }] };
    // another order takes Rs. 400 of it between the quote and the use
    t.identity.beforeUse = (req) => {
      if (req.userId === ctx.userId) t.identity.allowanceLeft.set(ctx.userId, 10_000);
    };
    try {
      expect(await t.placeError(ctx, cart)).toEqual({ code: 'VALIDATION', field: 'items', message: ORDER_MSG.allowanceChanged });
    } finally {
      t.identity.beforeUse = null;
    }
    expect(t.catalog.stockOf(a.id)).toBe(5);
    expect(t.catalog.reservedUnits(a.id)).toBe(0);
    const rows = await db().query(`SELECT saga_state, allowance_used_paisa::int AS used FROM orders WHERE reseller_id = $1`, [ctx.userId]);
    expect(rows).toEqual([{ saga_state: 'failed', used: 50_000 }]);
    expect([...t.identity.allowanceUses.values()].filter((u) => u.userId === ctx.userId)).toEqual([]);
    expect(t.identity.allowanceLeft.get(ctx.userId)).toBe(10_000);
  });

  it('Elite (no limit) and Premium use nothing and call nothing', async () => {
    const a = t.product();
    const elite = t.reseller('elite', 0);
    const order = await t.place(elite, { items: [{ productId: a.id, quantity: 3, profitAmountPaisa: 0 }] });
    expect(order.items[0]).toMatchObject({ priceBasis: 'wholesale', unitPricePaisa: 100_000 });
    expect(t.identity.allowanceUses.has(order.id)).toBe(false);
    const [row] = await db().query(`SELECT allowance_used_paisa::int AS used FROM orders WHERE id = $1`, [order.id]);
    expect(row.used).toBe(0);
  });
});
