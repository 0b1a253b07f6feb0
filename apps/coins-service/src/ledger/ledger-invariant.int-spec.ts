import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { COIN_PACK_IDS, COIN_PACKS, CoinsSubjects, type CoinPackId } from '@resellpk/contracts';
import { parseCoinUnits } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

type Op =
  | { kind: 'sync'; backdateSeconds: number }
  | { kind: 'spend'; order: number; amount: string }
  | { kind: 'refund'; order: number }
  | { kind: 'purchase'; pack: CoinPackId; key: number };

const amount = fc
  .tuple(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 9999 }))
  .filter(([w, f]) => w > 0 || f > 0)
  .map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('sync' as const), backdateSeconds: fc.integer({ min: 0, max: 7200 }) }),
  fc.record({ kind: fc.constant('spend' as const), order: fc.integer({ min: 0, max: 3 }), amount }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('purchase' as const), pack: fc.constantFrom(...COIN_PACK_IDS), key: fc.integer({ min: 0, max: 2 }) }),
);
/** batches run one after the other; the operations of a batch run at the same time */
const program = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });

/**
 * The ledger's invariant under any interleaving: after random batches of concurrent syncs, spends,
 * refunds and pack purchases, the balance is the ledger sum, never below 0, totals agree, an order
 * spent and refunded at most once, and the wallet charged exactly the completed purchases.
 */
describe('the coin ledger under random interleavings', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  it('balance = ledger sum >= 0, every time', async () => {
    await fc.assert(
      fc.asyncProperty(program, fc.integer({ min: 0, max: 1_500_000 }), async (batches, walletPaisa) => {
        const { userId, ctx } = await t.newUser();
        t.wallet.balances.set(userId, walletPaisa);
        const orders = Array.from({ length: 4 }, () => randomUUID());
        const keys = Array.from({ length: 3 }, () => `p-${randomUUID()}`);
        const run = async (o: Op): Promise<unknown> => {
          switch (o.kind) {
            case 'sync':
              if (o.backdateSeconds) await t.backdateMining(userId, o.backdateSeconds);
              return t.h.call(CoinsSubjects.sync, {}, ctx);
            case 'spend':
              return t.asOrders(CoinsSubjects.spend, { userId, orderId: orders[o.order], amount: o.amount });
            case 'refund':
              return t.asOrders(CoinsSubjects.refund, { userId, orderId: orders[o.order] });
            case 'purchase':
              return t.h.call(CoinsSubjects.purchasePack, { packId: o.pack, idempotencyKey: keys[o.key] }, ctx);
          }
        };
        for (const batch of batches) {
          const settled = await Promise.allSettled(batch.map(run));
          // refusals are expected (insufficient coins or funds, a key reused for another pack, a refunded order): never anything else
          for (const s of settled) {
            if (s.status === 'rejected') expect(['INSUFFICIENT_COINS', 'INSUFFICIENT_FUNDS', 'CONFLICT']).toContain((s.reason as { code?: string }).code);
          }
        }

        const books = await t.books(userId);
        const balance = parseCoinUnits(books.balance)!;
        expect(books.ledgerSum).toBe(books.balance);
        expect(balance >= 0n).toBe(true);
        expect(parseCoinUnits(books.totalEarned)! - parseCoinUnits(books.totalSpent)!).toBe(balance);

        const db = t.h.service.dataSource;
        const perOrder: Array<{ order_id: string; type: string; n: number }> = await db.query(
          `SELECT order_id, transaction_type AS type, count(*)::int AS n FROM coin_transactions WHERE user_id = $1 AND order_id IS NOT NULL GROUP BY 1, 2`,
          [userId],
        );
        for (const row of perOrder) expect(row.n).toBe(1);
        const mining: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM coin_transactions WHERE user_id = $1 AND transaction_type = 'mining'`, [userId]);
        expect(mining[0].n).toBeLessThanOrEqual(1);

        const completed: Array<{ pack_id: CoinPackId }> = await db.query(`SELECT pack_id FROM coin_purchases WHERE user_id = $1 AND payment_status = 'completed'`, [userId]);
        const paid = completed.reduce((sum, p) => sum + COIN_PACKS.find((k) => k.id === p.pack_id)!.pricePaisa, 0);
        expect(t.wallet.balanceOf(userId)).toBe(walletPaisa - paid);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
