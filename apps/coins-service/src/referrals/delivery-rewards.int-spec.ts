import { randomUUID } from 'node:crypto';
import { withTransaction } from '@resellpk/backend-persistence';
import { eventually } from '@resellpk/backend-testing';
import { CoinsSubjects, durableNameOf, OrdersEvents, SERVICES, type CoinOrderMovement, type ReferralView } from '@resellpk/contracts';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

/** The consumer side of the rewards paid on delivery (the orders issue publishes the event). */
describe('coins consumes orders.order.delivered.v1', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  const durable = durableNameOf('coins', OrdersEvents.orderDeliveredV1);
  const drained = async () => {
    const info = await (await t.identity.jetstreamManager()).consumers.info(SERVICES.orders.stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  };
  const rowsOf = async (userId: string) =>
    t.h.service.dataSource.query(`SELECT transaction_type AS type, amount::text AS amount, order_id, referral_user_id FROM coin_transactions WHERE user_id = $1 ORDER BY created_at`, [userId]);

  it('pays the buyer 30 % of the first delivered order and the referrer 1,000 coins plus half of what each order spent, once', async () => {
    const referrer = await t.newUser();
    const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
    const buyer = await t.newUser(code);

    // the first order spent 100.0001 coins at checkout and is delivered (item value Rs. 1,234.56)
    const first = randomUUID();
    await t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId: buyer.userId, orderId: first, amount: '100.0001' });
    const env = await t.publishDelivered({ orderId: first, userId: buyer.userId, itemValuePaisa: 123_456, coinsSpent: '100.0001', deliveredAt: new Date().toISOString() });
    // delivered again (a relay re-publish past the duplicate window): no second reward
    await t.publishDelivered({ orderId: first, userId: buyer.userId, itemValuePaisa: 123_456, coinsSpent: '100.0001', deliveredAt: new Date().toISOString() }, randomUUID());
    await t.identity.jetstream().publish(OrdersEvents.orderDeliveredV1, new TextEncoder().encode(JSON.stringify(env)), { msgID: randomUUID() });
    await eventually(drained, 20_000, 'the consumer to drain');

    // 30 % of Rs. 1,234.56 = 370.368 coins
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1270.3679', ledgerSum: '1270.3679' });
    expect((await rowsOf(buyer.userId)).filter((r: { type: string }) => r.type === 'first_purchase_bonus')).toEqual([
      { type: 'first_purchase_bonus', amount: '370.3680', order_id: first, referral_user_id: null },
    ]);
    // 1,000 + half of 100.0001 (to the 0.0001 coin, rounded down)
    expect((await rowsOf(referrer.userId)).filter((r: { type: string }) => r.type === 'referral_bonus')).toEqual([
      { type: 'referral_bonus', amount: '1050.0000', order_id: first, referral_user_id: buyer.userId },
    ]);

    // a second delivered order: no first-order bonus, no 1,000; the referrer gets half of its coins
    const second = randomUUID();
    await t.publishDelivered({ orderId: second, userId: buyer.userId, itemValuePaisa: 50_000, coinsSpent: '40', deliveredAt: new Date().toISOString() });
    await eventually(async () => (await t.books(referrer.userId)).balance === '2070.0000', 20_000, 'the second reward');
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1270.3679' });
    expect(await t.books(referrer.userId)).toMatchObject({ ledgerSum: '2070.0000', totalEarned: '2070.0000' });
  });

  it('a user without a referrer gets only the first-order bonus; an order that spent nothing pays the referrer only the first-order 1,000', async () => {
    const alone = await t.newUser();
    await t.publishDelivered({ orderId: randomUUID(), userId: alone.userId, itemValuePaisa: 10_000, coinsSpent: '0.0000', deliveredAt: new Date().toISOString() });
    await eventually(async () => (await t.books(alone.userId)).balance === '1030.0000', 20_000, 'the bonus');

    const referrer = await t.newUser();
    const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
    const buyer = await t.newUser(code);
    await t.publishDelivered({ orderId: randomUUID(), userId: buyer.userId, itemValuePaisa: 0, coinsSpent: '0.0000', deliveredAt: new Date().toISOString() });
    await eventually(async () => (await t.books(referrer.userId)).balance === '2000.0000', 20_000, 'the referral reward');
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
  });

  it('pays each reward once when many events for one order (different ids) reach two replicas at the same moment', async () => {
    const replica = await t.h.replica();
    try {
      await replica.consumersReady;
      const referrer = await t.newUser();
      const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
      const buyer = await t.newUser(code);
      const orderId = randomUUID();
      await t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId: buyer.userId, orderId, amount: '300' });
      const data = { orderId, userId: buyer.userId, itemValuePaisa: 100_000, coinsSpent: '300.0000', deliveredAt: new Date().toISOString() };
      await Promise.all(Array.from({ length: 12 }, () => t.publishDelivered(data)));
      await eventually(drained, 30_000, 'the consumer to drain');
      // 1,000 - 300 + 30 % of Rs. 1,000
      expect(await t.books(buyer.userId)).toMatchObject({ balance: '1000.0000', ledgerSum: '1000.0000', rows: 3 });
      expect((await rowsOf(buyer.userId)).filter((r: { type: string }) => r.type === 'first_purchase_bonus')).toHaveLength(1);
      // 1,000 + half of 300
      expect(await t.books(referrer.userId)).toMatchObject({ balance: '2150.0000', ledgerSum: '2150.0000', rows: 2 });
    } finally {
      await replica.close();
    }
  }, 90_000);

  it('pays exactly once when NATS restarts while the rewards are being written (their ack is lost)', async () => {
    const referrer = await t.newUser();
    const { code } = await t.h.call<ReferralView>(CoinsSubjects.getReferral, {}, referrer.ctx);
    const buyer = await t.newUser(code);
    const orderId = randomUUID();
    const data = { orderId, userId: buyer.userId, itemValuePaisa: 50_000, coinsSpent: '0.0000', deliveredAt: new Date().toISOString() };
    const db = t.h.service.dataSource;
    const waiting = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n > 0;
    let firstId = '';
    // hold the buyer's account: the consumer's transaction stops on it, in the middle of the rewards
    await withTransaction(db, async (tx) => {
      await tx.query(`SELECT 1 FROM discount_coins WHERE user_id = $1 FOR UPDATE`, [buyer.userId]);
      firstId = (await t.publishDelivered(data)).id;
      await eventually(waiting, 20_000, 'the consumer to wait on the account');
      await t.h.nats.stop();
    });
    await eventually(async () => (await t.books(buyer.userId)).balance === '1150.0000', 20_000, 'the rewards to commit while NATS is down');
    await t.h.startNats();
    await eventually(async () => {
      try {
        await t.publishDelivered(data);
        return true;
      } catch {
        return false;
      }
    }, 30_000, 'NATS back');
    await eventually(drained, 60_000, 'the consumer to drain after the restart');
    expect(await t.books(buyer.userId)).toMatchObject({ balance: '1150.0000', ledgerSum: '1150.0000', rows: 2 });
    expect(await t.books(referrer.userId)).toMatchObject({ balance: '2000.0000', ledgerSum: '2000.0000', rows: 2 });
    const [inbox] = await db.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durable, firstId]);
    expect(inbox.n).toBe(1);
  }, 120_000);

  it('waits for the account of a buyer whose registration arrives later, then pays once', async () => {
    const userId = randomUUID();
    await t.publishDelivered({ orderId: randomUUID(), userId, itemValuePaisa: 20_000, coinsSpent: '0', deliveredAt: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 1500));
    await t.publishRegistered({ userId, email: 'late@test.pk', name: 'Late', referralCode: null });
    await eventually(async () => (await t.books(userId))?.balance === '1060.0000', 40_000, 'the redelivered reward');
    expect(await t.books(userId)).toMatchObject({ ledgerSum: '1060.0000', rows: 2 });
  }, 60_000);
});
