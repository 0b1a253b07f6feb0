import { randomUUID } from 'node:crypto';
import { CoinsSubjects, type CoinOrderMovement } from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

describe('coins.spend / coins.refund (orders)', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  it('spends once and refunds once for the same order, whatever the concurrent callers', async () => {
    const { userId } = await t.newUser();
    const orderId = randomUUID();
    const spends = await Promise.all(Array.from({ length: 10 }, () => t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId, orderId, amount: '120.1234' })));
    expect(spends.filter((s) => s.applied)).toHaveLength(1);
    expect(spends.every((s) => s.amount === '120.1234')).toBe(true);
    expect(await t.books(userId)).toMatchObject({ balance: '879.8766', totalSpent: '120.1234', ledgerSum: '879.8766', rows: 2 });

    const refunds = await Promise.all(Array.from({ length: 10 }, () => t.asOrders<CoinOrderMovement>(CoinsSubjects.refund, { userId, orderId })));
    expect(refunds.filter((r) => r.applied)).toHaveLength(1);
    expect(refunds.every((r) => r.amount === '120.1234')).toBe(true);
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', totalEarned: '1000.0000', totalSpent: '0.0000', ledgerSum: '1000.0000', rows: 3 });

    // after the refund, the order cannot spend again
    expect(await t.asOrdersError(CoinsSubjects.spend, { userId, orderId, amount: '1' })).toEqual({ code: 'CONFLICT', message: COIN_MSG.orderAlreadyRefunded });
  });

  it('spends and refunds racing for one order end spent-and-refunded or never spent, never spent alone', async () => {
    for (let round = 0; round < 5; round++) {
      const { userId } = await t.newUser();
      const orderId = randomUUID();
      const calls = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId, orderId, amount: '10' }).catch((e) => e)
          : t.asOrders<CoinOrderMovement>(CoinsSubjects.refund, { userId, orderId }).catch((e) => e),
      );
      await Promise.all(calls);
      const books = await t.books(userId);
      expect(books.balance).toBe('1000.0000');
      expect(books.ledgerSum).toBe('1000.0000');
      // at most one usage and one refund row
      expect(books.rows === 1 || books.rows === 3).toBe(true);
    }
  });

  it('refuses a spend the balance cannot cover, with the typed error and nothing changed', async () => {
    const { userId } = await t.newUser();
    expect(await t.asOrdersError(CoinsSubjects.spend, { userId, orderId: randomUUID(), amount: '1000.0001' })).toEqual({
      code: 'INSUFFICIENT_COINS',
      message: 'You need 1,000.00 coins to get this discount.',
    });
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    // exactly the balance is fine
    const all = await t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId, orderId: randomUUID(), amount: '1000' });
    expect(all).toMatchObject({ applied: true, balance: '0.0000' });
  });

  it('validates its input and keeps an order to its user', async () => {
    const { userId } = await t.newUser();
    const other = await t.newUser();
    for (const amount of ['0', '-1', '1.23456', 'abc', 5]) {
      expect((await t.asOrdersError(CoinsSubjects.spend, { userId, orderId: randomUUID(), amount })).code).toBe('VALIDATION');
    }
    expect((await t.asOrdersError(CoinsSubjects.spend, { userId: 'x', orderId: randomUUID(), amount: '1' })).code).toBe('VALIDATION');
    const orderId = randomUUID();
    await t.asOrders(CoinsSubjects.spend, { userId, orderId, amount: '1' });
    expect(await t.asOrdersError(CoinsSubjects.refund, { userId: other.userId, orderId })).toEqual({ code: 'CONFLICT', message: COIN_MSG.orderOfAnotherUser });
  });

  it('a refund of an order that spent nothing closes it, so a late spend for it is refused', async () => {
    const { userId } = await t.newUser();
    const orderId = randomUUID();
    expect(await t.asOrders<CoinOrderMovement>(CoinsSubjects.refund, { userId, orderId })).toMatchObject({ amount: '0.0000', applied: false });
    expect((await t.asOrdersError(CoinsSubjects.spend, { userId, orderId, amount: '5' })).code).toBe('CONFLICT');
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
  });

  it('only orders may call them', async () => {
    const { userId, ctx } = await t.newUser();
    expect((await t.h.callError(CoinsSubjects.spend, { userId, orderId: randomUUID(), amount: '1' }, ctx)).code).toBe('INTERNAL');
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000' });
  });
});
