import { randomUUID } from 'node:crypto';
import { eventually } from '@resellpk/backend-testing';
import { CoinsSubjects, durableNameOf, OrdersEvents, SERVICES, type CoinOrderMovement, type ReferralView } from '@resellpk/contracts';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-testbed';

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

  it('waits for the account of a buyer whose registration arrives later, then pays once', async () => {
    const userId = randomUUID();
    await t.publishDelivered({ orderId: randomUUID(), userId, itemValuePaisa: 20_000, coinsSpent: '0', deliveredAt: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 1500));
    await t.publishRegistered({ userId, email: 'late@test.pk', name: 'Late', referralCode: null });
    await eventually(async () => (await t.books(userId))?.balance === '1060.0000', 40_000, 'the redelivered reward');
    expect(await t.books(userId)).toMatchObject({ ledgerSum: '1060.0000', rows: 2 });
  }, 60_000);
});
