import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { isServiceFailure } from '@resellpk/backend-messaging';
import { connectBusCaller, publishTestEvent, type BusCaller } from '@resellpk/backend-service-testing';
import { eventually, orderStatusChanged, raceWhileHeld } from '@resellpk/backend-testing';
import {
  CatalogEvents,
  CatalogSubjects as S,
  durableNameOf,
  OrdersEvents,
  SERVICES,
  type AdminProductView,
  type OrderStatus,
  type OrderStatusChangedV1,
  type ProductInput,
  type ProductPricing,
  type ServiceError,
  type StockBackV1,
  type StockReservationResult,
} from '@resellpk/contracts';
import { STOCK_MSG } from '@resellpk/domain';
import { ADMIN, openPublisherStreams, resellerCtx, startCatalogHarness, type CatalogHarness } from '../testing/catalog-harness';

/**
 * The checkout's side of catalog, called as orders calls it: pricing, the all-or-nothing
 * reservation that never oversells, the release that puts units back once, and the consumer that
 * releases a cancelled or returned order's stock.
 */
describe('catalog stock: pricingOf, reserveStock, releaseStock and order cancellations', () => {
  let h: CatalogHarness;
  let orders: BusCaller;
  let publisher: NatsConnection;
  const durable = durableNameOf('catalog', OrdersEvents.orderStatusChangedV1);

  beforeAll(async () => {
    h = await startCatalogHarness();
    orders = await connectBusCaller(h.nats, 'orders');
    // orders' side: its stream exists and its events arrive as its relay publishes them
    publisher = await openPublisherStreams(h);
  });
  afterAll(async () => {
    await orders?.close();
    await publisher?.close();
    await h?.close();
  });

  const product = (over: Partial<ProductInput> = {}) =>
    h.call<AdminProductView>(
      S.createProduct,
      {
        name: `Stock item ${randomUUID().slice(0, 6)}`,
        shortName: 'Stock',
        longName: 'Stock item',
        description: 'd',
        wholesalePricePaisa: 100_000,
        category: 'electronics',
        planAccess: 'free',
        weightKg: 0.5,
        stock: 10,
        coinDiscount: 0,
        ...over,
      } satisfies ProductInput,
      ADMIN,
    );
  const reserve = (orderId: string, lines: Array<{ productId: string; quantity: number }>) =>
    orders.call<StockReservationResult>(S.reserveStock, { orderId, lines });
  const reserveError = (orderId: string, lines: Array<{ productId: string; quantity: number }>) =>
    orders.callError(S.reserveStock, { orderId, lines });
  const release = (orderId: string) => orders.call<StockReservationResult>(S.releaseStock, { orderId });
  const stockOf = async (id: string): Promise<number> => (await h.service.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [id]))[0].stock;
  const reservation = async (orderId: string): Promise<string | null> =>
    (await h.service.dataSource.query(`SELECT status FROM stock_reservations WHERE order_id = $1`, [orderId]))[0]?.status ?? null;
  const stockBackEvents = async (productId: string): Promise<StockBackV1[]> =>
    (
      await h.service.dataSource.query(`SELECT envelope FROM outbox WHERE subject = $1 AND envelope->'data'->>'productId' = $2 ORDER BY created_at`, [
        CatalogEvents.stockBackV1,
        productId,
      ])
    ).map((r: { envelope: { data: StockBackV1 } }) => r.envelope.data);

  describe('pricingOf', () => {
    it('answers full prices with the fallbacks, in the order asked, leaving unknown ids out', async () => {
      const fallback = await product({ wholesalePricePaisa: 100_001, coinDiscount: 7, weightKg: 1.25, stock: 3 });
      const priced = await product({ planAccess: 'premium', wholesalePricePaisa: 50_000, retailPricePaisa: 90_000, discountedPricePaisa: 70_000 });
      const unknown = randomUUID();
      const got = await orders.call<ProductPricing[]>(S.pricingOf, { productIds: [priced.id, unknown, fallback.id.toUpperCase(), priced.id] });
      expect(got).toEqual([
        {
          id: priced.id,
          name: priced.name,
          image: { id: 'placeholder', cardUrl: '/api/media/placeholder/card.webp', detailUrl: expect.any(String), fullUrl: expect.any(String) },
          planAccess: 'premium',
          wholesalePricePaisa: 50_000,
          retailPricePaisa: 90_000,
          discountedPricePaisa: 70_000,
          coinDiscount: 0,
          weightKg: 0.5,
          stock: 10,
        },
        {
          id: fallback.id,
          name: fallback.name,
          image: expect.objectContaining({ id: 'placeholder' }),
          planAccess: 'free',
          wholesalePricePaisa: 100_001,
          retailPricePaisa: 150_002, // x 1.5, whole paisa
          discountedPricePaisa: 120_001, // x 1.2, whole paisa
          coinDiscount: 7,
          weightKg: 1.25,
          stock: 3,
        },
      ]);
      expect(await orders.call(S.pricingOf, { productIds: [] })).toEqual([]);
    });

    it('refuses bad input with VALIDATION', async () => {
      const tooMany = Array.from({ length: 101 }, () => randomUUID());
      for (const productIds of [undefined, 'x', [42], ['not-a-uuid'], tooMany]) {
        expect(await orders.callError(S.pricingOf, { productIds })).toEqual({
          code: 'VALIDATION',
          message: 'productIds must be a list of at most 100 product ids',
          field: 'productIds',
        });
      }
    });
  });

  describe('reserveStock', () => {
    it('200 concurrent checkouts of a product with stock 10: exactly 10 reserve, 190 are OUT_OF_STOCK, stock ends at 0', async () => {
      const p = await product({ name: 'Hot seller', stock: 10 });
      const orderIds = Array.from({ length: 200 }, () => randomUUID());
      const results = await Promise.allSettled(orderIds.map((orderId) => reserve(orderId, [{ productId: p.id, quantity: 1 }])));

      const reserved = results.filter((r): r is PromiseFulfilledResult<StockReservationResult> => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(reserved).toHaveLength(10);
      expect(reserved.every((r) => r.value.applied)).toBe(true);
      expect(refused).toHaveLength(190);
      // every refusal is the typed stock error (none timed out, deadlocked or failed otherwise)
      const errors = refused.map((r) => (isServiceFailure(r.reason) ? r.reason.error : { code: String(r.reason) }));
      expect(errors.every((e) => e.code === 'OUT_OF_STOCK')).toBe(true);
      expect(errors[0]).toEqual({ code: 'OUT_OF_STOCK', message: 'Hot seller is out of stock.', field: p.id });

      expect(await stockOf(p.id)).toBe(0);
      const [rows] = await h.service.dataSource.query(
        `SELECT count(*)::int AS reservations, coalesce(sum(l.quantity), 0)::int AS units
           FROM stock_reservations r JOIN stock_reservation_lines l USING (order_id)
          WHERE l.product_id = $1 AND r.status = 'reserved'`,
        [p.id],
      );
      expect(rows).toEqual({ reservations: 10, units: 10 });
      // the refused orders left nothing behind
      const [{ n }] = await h.service.dataSource.query(`SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = ANY($1::uuid[])`, [orderIds]);
      expect(n).toBe(10);
    });

    it('the same order sent 20 times at once reserves once', async () => {
      const p = await product({ stock: 5 });
      const orderId = randomUUID();
      const results = await Promise.all(Array.from({ length: 20 }, () => reserve(orderId, [{ productId: p.id, quantity: 2 }])));
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(results.filter((r) => !r.applied)).toHaveLength(19);
      expect(results.every((r) => r.orderId === orderId)).toBe(true);
      expect(await stockOf(p.id)).toBe(3);
      // a retry asking for other units is not the same order
      expect(await reserveError(orderId, [{ productId: p.id, quantity: 3 }])).toEqual({ code: 'CONFLICT', message: STOCK_MSG.orderReservedOtherwise });
      expect(await stockOf(p.id)).toBe(3);
    });

    it('is all or nothing: a short second line leaves the first untouched and the order free to retry', async () => {
      const plenty = await product({ stock: 5 });
      const scarce = await product({ name: 'Scarce lamp', stock: 1 });
      const orderId = randomUUID();
      // the lines in any order: the service takes them in product id order
      const lines = [
        { productId: scarce.id, quantity: 3 },
        { productId: plenty.id, quantity: 2 },
      ];
      expect(await reserveError(orderId, lines)).toEqual({ code: 'OUT_OF_STOCK', message: 'Only 1 left of Scarce lamp.', field: scarce.id });
      expect(await stockOf(plenty.id)).toBe(5);
      expect(await stockOf(scarce.id)).toBe(1);
      expect(await reservation(orderId)).toBeNull();

      // nothing was claimed, so the same order may reserve what is there
      expect(await reserve(orderId, [{ productId: plenty.id, quantity: 2 }, { productId: scarce.id, quantity: 1 }])).toEqual({ orderId, applied: true });
      expect(await stockOf(plenty.id)).toBe(3);
      expect(await stockOf(scarce.id)).toBe(0);

      const gone = randomUUID();
      expect(await reserveError(randomUUID(), [{ productId: plenty.id, quantity: 1 }, { productId: gone, quantity: 1 }])).toEqual({
        code: 'NOT_FOUND',
        message: STOCK_MSG.productGone,
        field: gone,
      });
      expect(await stockOf(plenty.id)).toBe(3);
    });

    it('refuses bad input with VALIDATION and moves nothing', async () => {
      const p = await product({ stock: 4 });
      const line = { productId: p.id, quantity: 1 };
      const cases: Array<[unknown, unknown, Partial<ServiceError>]> = [
        ['nope', [line], { field: 'orderId', message: STOCK_MSG.badOrderId }],
        [randomUUID(), [], { field: 'lines' }],
        [randomUUID(), 'x', { field: 'lines' }],
        [randomUUID(), Array.from({ length: 101 }, () => ({ productId: randomUUID(), quantity: 1 })), { field: 'lines' }],
        [randomUUID(), [{ productId: 'x', quantity: 1 }], { field: 'productId', message: STOCK_MSG.badProductId }],
        [randomUUID(), [line, line], { field: p.id, message: STOCK_MSG.duplicateProduct }],
        [randomUUID(), [{ productId: p.id, quantity: 0 }], { field: p.id }],
        [randomUUID(), [{ productId: p.id, quantity: 1.5 }], { field: p.id }],
        [randomUUID(), [{ productId: p.id, quantity: '1' }], { field: p.id }],
      ];
      for (const [orderId, lines, expected] of cases) {
        expect(await orders.callError(S.reserveStock, { orderId, lines })).toMatchObject({ code: 'VALIDATION', ...expected });
      }
      expect(await stockOf(p.id)).toBe(4);
    });
  });

  describe('releaseStock', () => {
    it('puts the units back once; a released order cannot reserve again', async () => {
      const a = await product({ stock: 5 });
      const b = await product({ stock: 2 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 1 }]);
      expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([2, 1]);

      expect(await release(orderId)).toEqual({ orderId, applied: true });
      expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([5, 2]);
      expect(await release(orderId)).toEqual({ orderId, applied: false });
      expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([5, 2]);
      expect(await reservation(orderId)).toBe('released');

      expect(await reserveError(orderId, [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 1 }])).toEqual({
        code: 'CONFLICT',
        message: STOCK_MSG.orderReleased,
      });
      expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([5, 2]);
    });

    it('concurrent releases of one order put the units back once', async () => {
      const p = await product({ stock: 6 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: p.id, quantity: 4 }]);
      const results = await Promise.all(Array.from({ length: 10 }, () => release(orderId)));
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(await stockOf(p.id)).toBe(6);
    });

    it('releases that overlap inside PostgreSQL (the reservation held by another transaction) put the units back once', async () => {
      const p = await product({ stock: 6 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: p.id, quantity: 4 }]);
      const { results, blocked } = await raceWhileHeld(
        h.db.url,
        (holder) => holder.query(`SELECT 1 FROM stock_reservations WHERE order_id = $1 FOR UPDATE`, [orderId]),
        Array.from({ length: 5 }, () => () => release(orderId)),
      );
      expect(blocked).toBeGreaterThan(1);
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(await stockOf(p.id)).toBe(6);
    });

    it('a release before the reserve leaves a tombstone: the late reserve is refused and takes nothing', async () => {
      const p = await product({ stock: 3 });
      const orderId = randomUUID();
      expect(await release(orderId)).toEqual({ orderId, applied: false });
      expect(await reservation(orderId)).toBe('released');
      expect(await reserveError(orderId, [{ productId: p.id, quantity: 2 }])).toEqual({ code: 'CONFLICT', message: STOCK_MSG.orderReleased });
      expect(await stockOf(p.id)).toBe(3);
      expect(await release(orderId)).toEqual({ orderId, applied: false });
      expect(await stockOf(p.id)).toBe(3);
    });

    it('a release that lifts a product from 0 tells its favouriters (catalog.product.stock-back.v1), once', async () => {
      const p = await product({ name: 'Favourite kettle', stock: 2 });
      const fan = resellerCtx('free');
      await h.call(S.addFavorite, { productId: p.id }, fan);
      const first = randomUUID();
      await reserve(first, [{ productId: p.id, quantity: 2 }]);
      expect(await stockOf(p.id)).toBe(0);
      await release(first);
      expect(await stockOf(p.id)).toBe(2);
      expect(await stockBackEvents(p.id)).toEqual([{ productId: p.id, productName: 'Favourite kettle', userIds: [fan.userId] }]);

      // 2 -> 1 -> 2 is not "back in stock": no second event
      const second = randomUUID();
      await reserve(second, [{ productId: p.id, quantity: 1 }]);
      await release(second);
      expect(await stockOf(p.id)).toBe(2);
      expect(await stockBackEvents(p.id)).toHaveLength(1);
    });

    it('a reserve racing the saga timeout release: whichever comes first, no unit stays taken', async () => {
      const p = await product({ stock: 50 });
      const orderIds = Array.from({ length: 25 }, () => randomUUID());
      await Promise.all(
        orderIds.map((orderId) => Promise.allSettled([reserve(orderId, [{ productId: p.id, quantity: 2 }]), release(orderId)])),
      );
      expect(await stockOf(p.id)).toBe(50);
      const rows: Array<{ status: string }> = await h.service.dataSource.query(`SELECT status FROM stock_reservations WHERE order_id = ANY($1::uuid[])`, [orderIds]);
      expect(rows).toHaveLength(25);
      expect(rows.every((r) => r.status === 'released')).toBe(true);
    });

    it('releasing an order whose product was deleted since puts back the rest', async () => {
      const kept = await product({ stock: 3 });
      const deleted = await product({ stock: 3 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: kept.id, quantity: 1 }, { productId: deleted.id, quantity: 1 }]);
      await h.call(S.deleteProduct, { id: deleted.id }, ADMIN);
      expect(await release(orderId)).toEqual({ orderId, applied: true });
      expect(await stockOf(kept.id)).toBe(3);
    });

    it('refuses a malformed order id', async () => {
      expect(await orders.callError(S.releaseStock, { orderId: 'x' })).toEqual({ code: 'VALIDATION', message: STOCK_MSG.badOrderId, field: 'orderId' });
    });
  });

  describe('orders.order.status-changed.v1', () => {
    const event = (orderId: string, from: OrderStatus, to: OrderStatus): OrderStatusChangedV1 => orderStatusChanged({ orderId, from, to });
    const drained = async () => {
      const info = await (await publisher.jetstreamManager()).consumers.info(SERVICES.orders.stream, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    };
    const inboxRows = async (eventId: string): Promise<number> =>
      (await h.service.dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durable, eventId]))[0].n;

    it('a shipped order keeps its stock; a cancelled one gets it back once, however often the event arrives', async () => {
      const p = await product({ stock: 5 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: p.id, quantity: 2 }]);

      const shipped = await publishTestEvent(publisher, OrdersEvents.orderStatusChangedV1, event(orderId, 'processing', 'shipped'));
      await eventually(async () => (await inboxRows(shipped.id)) === 1, 20_000, 'the shipped event to be consumed');
      expect(await stockOf(p.id)).toBe(3);
      expect(await reservation(orderId)).toBe('reserved');

      const cancelled = await publishTestEvent(publisher, OrdersEvents.orderStatusChangedV1, event(orderId, 'processing', 'cancelled'));
      await eventually(async () => (await stockOf(p.id)) === 5, 20_000, 'the cancellation to put the stock back');
      expect(await reservation(orderId)).toBe('released');

      // the same event again past JetStream's duplicate window (a relay crash): the inbox absorbs it
      await publishTestEvent(publisher, OrdersEvents.orderStatusChangedV1, cancelled.data, { envelope: { id: cancelled.id }, msgId: randomUUID() });
      // a second restocking status for the same order (another event): the reservation is already released
      const returned = await publishTestEvent(publisher, OrdersEvents.orderStatusChangedV1, event(orderId, 'shipped', 'returned'));
      await eventually(async () => (await inboxRows(returned.id)) === 1 && (await drained()), 20_000, 'the consumer to drain');
      expect(await inboxRows(cancelled.id)).toBe(1);
      expect(await stockOf(p.id)).toBe(5);
    });

    it('a returned order gets its stock back', async () => {
      const p = await product({ stock: 4 });
      const orderId = randomUUID();
      await reserve(orderId, [{ productId: p.id, quantity: 4 }]);
      await publishTestEvent(publisher, OrdersEvents.orderStatusChangedV1, event(orderId, 'shipped', 'returned'));
      await eventually(async () => (await stockOf(p.id)) === 4, 20_000, 'the return to put the stock back');
      expect(await reservation(orderId)).toBe('released');
    });
  });

  describe('permissions', () => {
    it('only orders may call pricingOf, reserveStock and releaseStock: the gateway is refused and nothing moves', async () => {
      const p = await product({ stock: 2 });
      const orderId = randomUUID();
      expect((await h.callError(S.pricingOf, { productIds: [p.id] }, ADMIN)).code).toBe('INTERNAL');
      expect((await h.callError(S.reserveStock, { orderId, lines: [{ productId: p.id, quantity: 1 }] }, ADMIN)).code).toBe('INTERNAL');
      expect((await h.callError(S.releaseStock, { orderId }, ADMIN)).code).toBe('INTERNAL');
      expect(await stockOf(p.id)).toBe(2);
      expect(await reservation(orderId)).toBeNull();
    });
  });
});
