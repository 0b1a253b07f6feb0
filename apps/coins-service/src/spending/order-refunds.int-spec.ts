import { randomUUID } from 'node:crypto';
import { withTransaction } from '@resellpk/backend-persistence';
import { eventually, orderStatusChanged } from '@resellpk/backend-testing';
import {
  CoinsSubjects,
  durableNameOf,
  OrdersEvents,
  type CoinOrderMovement,
  type OrderStatus,
  type OrderStatusChangedV1,
  type ReferralView,
} from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

/** Cancelled and returned orders give their coins back once and earn nothing (issue 12). */
describe('coins consumes orders.order.status-changed.v1: refunds of cancelled and returned orders', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  const db = () => t.h.service.dataSource;
  const refundsDrained = () => eventually(() => t.ordersDrained(OrdersEvents.orderStatusChangedV1), 60_000, 'the refund consumer to drain');
  const rewardsDrained = () => eventually(() => t.ordersDrained(OrdersEvents.orderDeliveredV1), 60_000, 'the rewards consumer to drain');
  const change = (userId: string, orderId: string, from: OrderStatus | null, to: OrderStatus, coinsSpent = '0.0000'): OrderStatusChangedV1 =>
    orderStatusChanged({
      orderId,
      userId,
      from,
      to,
      coinsSpent,
      courier: to === 'shipped' || to === 'returned' ? 'Leopards' : null,
      note: to === 'cancelled' ? 'Customer changed their mind' : null,
    });
  const rowsOf = async (userId: string): Promise<Array<{ type: string; amount: string; order_id: string | null; description: string }>> =>
    db().query(`SELECT transaction_type AS type, amount::text AS amount, order_id, description FROM coin_transactions WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  /** a buyer referred by a referrer: the referrer's rewards show whether an order earned anything */
  const referredBuyer = async () => {
    const referrer = await t.newUser();
    const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
    const buyer = await t.newUser(code);
    return { referrer, buyer };
  };
  const spend = (userId: string, orderId: string, amount: string) => t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId, orderId, amount });
  const delivered = (userId: string, orderId: string, coinsSpent: string) =>
    t.publishDelivered({ orderId, userId, itemValuePaisa: 100_000, coinsSpent, deliveredAt: new Date().toISOString(), profitPaisa: 20_000 });

  it.each<[OrderStatus, OrderStatus[]]>([
    ['cancelled', ['processing']],
    ['returned', ['processing', 'shipped']],
  ])('a %s order: its coins come back once, however often the event arrives, and it earns nothing', async (final, path) => {
    const { referrer, buyer } = await referredBuyer();
    const orderId = randomUUID();
    await spend(buyer.userId, orderId, '250.5000');
    // placed and moved along: no refund on the way
    let from: OrderStatus | null = null;
    for (const to of path) {
      await t.publishStatusChanged(change(buyer.userId, orderId, from, to, '250.5000'));
      from = to;
    }
    await refundsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '749.5000', rows: 2 });

    const env = await t.publishStatusChanged(change(buyer.userId, orderId, from, final, '250.5000'));
    // the same envelope past the duplicate window, and the same change under another id
    await t.publishStatusChanged(env.data, { envelope: { id: env.id }, msgId: randomUUID() });
    await t.publishStatusChanged(change(buyer.userId, orderId, from, final, '250.5000'));
    await refundsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', totalSpent: '0.0000', ledgerSum: '1000.0000', rows: 3 });
    const refunds = (await rowsOf(buyer.userId)).filter((r) => r.type === 'refund');
    expect(refunds).toEqual([{ type: 'refund', amount: '250.5000', order_id: orderId, description: `Coins refunded for order #${orderId.slice(-8).toUpperCase()}` }]);

    // a delivered event for it (it cannot be delivered; a bug or a forged event must still pay nothing)
    await delivered(buyer.userId, orderId, '250.5000');
    await rewardsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', rows: 3 });
    expect(await t.books(referrer.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });

    // the buyer's first-order bonus is still there for the first order really delivered
    const real = randomUUID();
    await delivered(buyer.userId, real, '0.0000');
    await eventually(async () => (await t.books(buyer.userId)).balance === '1300.0000', 20_000, 'the first-order bonus of the real order');
    await eventually(async () => (await t.books(referrer.userId)).balance === '2000.0000', 20_000, "the referrer's 1,000 for it");
    expect((await rowsOf(buyer.userId)).filter((r) => r.type === 'first_purchase_bonus').map((r) => r.order_id)).toEqual([real]);
  });

  it('a cancelled order that spent nothing refunds nothing, earns nothing, and can no longer spend', async () => {
    const { referrer, buyer } = await referredBuyer();
    const orderId = randomUUID();
    await t.publishStatusChanged(change(buyer.userId, orderId, 'processing', 'cancelled'));
    await refundsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    await delivered(buyer.userId, orderId, '0.0000');
    await rewardsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    expect(await t.books(referrer.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    expect(await t.asOrdersError(CoinsSubjects.spend, { userId: buyer.userId, orderId, amount: '10' })).toEqual({ code: 'CONFLICT', message: COIN_MSG.orderAlreadyRefunded });
  });

  it('a delivered order keeps its coins: a cancel or return arriving after delivery refunds nothing', async () => {
    const { referrer, buyer } = await referredBuyer();
    const orderId = randomUUID();
    await spend(buyer.userId, orderId, '200');
    await delivered(buyer.userId, orderId, '200.0000');
    await rewardsDrained();
    // 1,000 - 200 + 30 % of Rs. 1,000; the referrer 1,000 + half of 200
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1100.0000', rows: 3 });
    expect(await t.books(referrer.userId)).toMatchObject({ balance: '2100.0000', rows: 2 });

    await t.publishStatusChanged(change(buyer.userId, orderId, 'delivered', 'returned', '200.0000'));
    await refundsDrained();
    expect(await t.asOrdersError(CoinsSubjects.refund, { userId: buyer.userId, orderId })).toEqual({ code: 'CONFLICT', message: COIN_MSG.orderDelivered });
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1100.0000', ledgerSum: '1100.0000', totalSpent: '200.0000', rows: 3 });
    // the spend itself answered again (a checkout retry) is still the first result
    expect(await spend(buyer.userId, orderId, '200')).toMatchObject({ amount: '200.0000', applied: false });

    // an order that spent nothing is closed by its delivery too
    const free = randomUUID();
    await delivered(buyer.userId, free, '0.0000');
    await rewardsDrained();
    await t.publishStatusChanged(change(buyer.userId, free, 'delivered', 'cancelled'));
    await refundsDrained();
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1100.0000', rows: 3 });
  });

  it("refunds once when the event and orders' own refund call race, and ignores an order of another user", async () => {
    const { userId } = await t.newUser();
    const orderId = randomUUID();
    await spend(userId, orderId, '99.9999');
    await Promise.all([
      ...Array.from({ length: 4 }, () => t.publishStatusChanged(change(userId, orderId, 'processing', 'cancelled', '99.9999'))),
      ...Array.from({ length: 4 }, () => t.asOrders<CoinOrderMovement>(CoinsSubjects.refund, { userId, orderId })),
    ]);
    await refundsDrained();
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', ledgerSum: '1000.0000', rows: 3 });

    // an event naming another user for this order moves nothing (and is not retried forever)
    const stranger = await t.newUser();
    await t.publishStatusChanged(change(stranger.userId, orderId, 'shipped', 'returned', '99.9999'));
    await refundsDrained();
    expect(await t.books(stranger.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', rows: 3 });
  });

  it('refunds exactly once when NATS restarts while the refund is being written (its ack is lost)', async () => {
    const { userId } = await t.newUser();
    const orderId = randomUUID();
    await spend(userId, orderId, '400');
    const waiting = async () =>
      (await db().query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n > 0;
    let firstId = '';
    // hold the account: the consumer's transaction stops on it, in the middle of the refund
    await withTransaction(db(), async (tx) => {
      await tx.query(`SELECT 1 FROM discount_coins WHERE user_id = $1 FOR UPDATE`, [userId]);
      firstId = (await t.publishStatusChanged(change(userId, orderId, 'processing', 'cancelled', '400.0000'))).id;
      await eventually(waiting, 20_000, 'the consumer to wait on the account');
      await t.h.nats.stop();
    });
    await eventually(async () => (await t.books(userId)).balance === '1000.0000', 20_000, 'the refund to commit while NATS is down');
    await t.h.startNats();
    await eventually(async () => {
      try {
        await t.publishStatusChanged(change(userId, orderId, 'processing', 'cancelled', '400.0000'));
        return true;
      } catch {
        return false;
      }
    }, 30_000, 'NATS back');
    await refundsDrained();
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', ledgerSum: '1000.0000', totalSpent: '0.0000', rows: 3 });
    // the first event, redelivered after its lost ack, was recognised by the inbox
    const [inbox] = await db().query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durableNameOf('coins', OrdersEvents.orderStatusChangedV1), firstId]);
    expect(inbox.n).toBe(1);
  }, 120_000);
});
