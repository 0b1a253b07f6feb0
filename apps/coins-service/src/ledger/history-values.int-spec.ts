import { randomUUID } from 'node:crypto';
import { CoinsSubjects, type CoinTransactionPage } from '@resellpk/contracts';
import { orderNumber } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

/**
 * The coin history carries the values each line is worded with (issue 34, 14): the client words it
 * by `type` in the reader's language, not from the server's English description.
 */
describe('coin history lines: the values they are worded with', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  it('a pack purchase, an order spend and its refund, mining and the welcome bonus each carry their values', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 100_000);
    await t.h.call(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: `k-${randomUUID()}` }, ctx);
    const orderId = randomUUID();
    await t.asOrders(CoinsSubjects.spend, { userId, orderId, amount: '120.5' });
    await t.asOrders(CoinsSubjects.refund, { userId, orderId });
    await t.backdateMining(userId, 2 * 3600);
    await t.h.call(CoinsSubjects.sync, {}, ctx);

    const { items } = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, {}, ctx);
    const byType = Object.fromEntries(items.map((r) => [r.type, r.values]));
    expect(byType).toEqual({
      signup_bonus: {},
      purchase: { coins: '1000.0000', pricePaisa: 25_000, firstPurchase: true },
      usage: { orderNumber: orderNumber(orderId) },
      refund: { orderNumber: orderNumber(orderId) },
      mining: { hours: expect.any(Number) },
    });
    // 2 hours backdated: 10 coins, a moment more by the time the sync ran
    expect(byType['mining'].hours).toBeGreaterThanOrEqual(2);
    expect(byType['mining'].hours).toBeLessThan(2.1);
  });
});
