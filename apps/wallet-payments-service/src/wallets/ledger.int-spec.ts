import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { headers as natsHeaders, JSONCodec, type NatsConnection } from 'nats';
import { connectNats, ensureStream, ServiceFailure } from '@resellpk/backend-messaging';
import { eventually } from '@resellpk/backend-testing';
import {
  durableNameOf,
  COIN_PACKS,
  IdentityEvents,
  MONEY_MOVEMENT_POLICY,
  SERVICES,
  streamSubjectsOf,
  WalletPaymentsEvents,
  WalletPaymentsSubjects as S,
  type EventEnvelope,
  type MoneyMovement,
  type MoneyMovementSubject,
  type UserRegisteredV1,
  type WalletTransactionPage,
  type WalletView,
} from '@resellpk/contracts';
import { MSG, PARTNER_PLANS, WALLET_MSG } from '@resellpk/domain';
import { admin, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

const DEAREST_PACK = Math.max(...COIN_PACKS.map((p) => p.pricePaisa));
const DEAREST_PLAN = Math.max(...PARTNER_PLANS.map((p) => p.pricePaisa));

describe('wallets and the ledger', () => {
  const t = walletPaymentsSuite();

  const movement = (userId: string, amountPaisa: number, over: Partial<MoneyMovement> = {}): MoneyMovement => ({
    userId,
    amountPaisa,
    key: `test:${randomUUID()}`,
    type: 'refund',
    description: 'Test movement',
    ...over,
  });
  // the ledger's rules, through two real money commands: identity's refund (a credit) and coins' pack payment (a debit)
  const CREDIT = S.refundPartnerPlan;
  const DEBIT = S.payCoinPack;
  const asSent = (subject: typeof CREDIT | typeof DEBIT, m: MoneyMovement): MoneyMovement => ({ ...m, type: subject === DEBIT ? 'coin_pack' : 'refund' });
  const move = (subject: typeof CREDIT | typeof DEBIT, m: MoneyMovement) => t.h.move(subject, asSent(subject, m));
  const moveError = (subject: typeof CREDIT | typeof DEBIT, m: MoneyMovement) => t.h.moveError(subject, asSent(subject, m));
  /** balance, ledger sum and row count of a user's wallet, straight from the tables */
  const ledgerOf = async (userId: string) => {
    const [row] = await t.db().query(
      `SELECT w.balance_paisa::int AS balance, COALESCE(sum(t.amount_paisa) FILTER (WHERE t.status = 'completed'), 0)::int AS total, count(t.id)::int AS rows
       FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [userId],
    );
    return row as { balance: number; total: number; rows: number } | undefined;
  };
  const postedEvents = async (userId: string) =>
    (await t.db().query(`SELECT envelope FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [WalletPaymentsEvents.transactionPostedV1, userId])).length;

  it('credits and debits move the balance, each as a ledger row with its event; the balance is the ledger sum', async () => {
    const user = randomUUID();
    const c = await move(CREDIT, movement(user, 50_000, { referenceCode: 'TOP-TEST01' }));
    expect(c).toEqual({ transactionId: expect.any(String), balancePaisa: 50_000, applied: true });
    const d = await move(DEBIT, movement(user, 12_345, { description: 'Purchased 500 coins' }));
    expect(d).toMatchObject({ balancePaisa: 37_655, applied: true });
    expect(await ledgerOf(user)).toEqual({ balance: 37_655, total: 37_655, rows: 2 });
    expect(await postedEvents(user)).toBe(2);

    expect(await t.h.call<WalletView>(S.getWallet, {}, reseller(user))).toMatchObject({ userId: user, balancePaisa: 37_655 });
    const page = await t.h.call<WalletTransactionPage>(S.listTransactions, {}, reseller(user));
    expect(page.items.map((t) => [t.type, t.amountPaisa, t.balanceAfterPaisa])).toEqual([
      ['coin_pack', -12_345, 37_655],
      ['refund', 50_000, 50_000],
    ]);
    expect(page.items[1]).toMatchObject({ referenceCode: 'TOP-TEST01', status: 'completed', description: 'Test movement' });
    expect(page.nextCursor).toBeNull();
  });

  it('the same key from 20 concurrent callers moves the money once and answers all of them with the first result', async () => {
    const user = randomUUID();
    await move(CREDIT, movement(user, 100_000));
    for (const subject of [CREDIT, DEBIT]) {
      const m = movement(user, 7_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => move(subject, m)));
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
      expect(new Set(results.map((r) => r.balancePaisa)).size).toBe(1);
      // and again later: still the first result, nothing moves
      expect(await move(subject, m)).toEqual({ ...results.find((r) => r.applied), applied: false });
    }
    expect(await ledgerOf(user)).toEqual({ balance: 100_000, total: 100_000, rows: 3 });
    expect(await postedEvents(user)).toBe(3);
  });

  it('many different movements on one wallet at once keep balance = ledger sum, and the balance chain is unbroken', async () => {
    const user = randomUUID();
    await move(CREDIT, movement(user, 20_000));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => move(i % 2 ? DEBIT : CREDIT, movement(user, 1_000 + i * 10))),
    );
    expect(outcomes.every((o) => o.status === 'fulfilled' || (o.reason as ServiceFailure).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const l = await ledgerOf(user);
    expect(l?.balance).toBe(l?.total);
    const rows: Array<{ amount: number; after: number }> = await t.db().query(
      `SELECT amount_paisa::int AS amount, balance_after_paisa::int AS after FROM wallet_transactions WHERE user_id = $1 ORDER BY seq`,
      [user],
    );
    let running = 0;
    for (const r of rows) {
      running += r.amount;
      expect(r.after).toBe(running);
      expect(r.after).toBeGreaterThanOrEqual(0);
    }
  });

  it('a debit the balance cannot cover is refused with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const user = randomUUID();
    await move(CREDIT, movement(user, 5_000));
    const refused = await moveError(DEBIT, movement(user, 5_001));
    expect(refused).toEqual({ code: 'INSUFFICIENT_FUNDS', message: WALLET_MSG.insufficientFunds });
    expect(await ledgerOf(user)).toEqual({ balance: 5_000, total: 5_000, rows: 1 });
    // a user without a wallet has nothing to debit, and gets no wallet from trying
    const nobody = randomUUID();
    expect((await moveError(DEBIT, movement(nobody, 1))).code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerOf(nobody)).toBeUndefined();
    // the database refuses a negative balance even if a bug got past the check
    await expect(t.db().query(`UPDATE wallets SET balance_paisa = -1 WHERE user_id = $1`, [user])).rejects.toThrow(/wallets_balance_not_negative/);
  });

  it('a key used again for a different movement is refused, not treated as a retry', async () => {
    const user = randomUUID();
    const m = movement(user, 3_000);
    await move(CREDIT, m);
    expect(await moveError(CREDIT, { ...m, amountPaisa: 3_001 })).toMatchObject({ code: 'CONFLICT', message: WALLET_MSG.keyReused });
    expect(await moveError(DEBIT, m)).toMatchObject({ code: 'CONFLICT' });
    expect(await moveError(CREDIT, { ...m, userId: randomUUID() })).toMatchObject({ code: 'CONFLICT' });
    expect(await ledgerOf(user)).toEqual({ balance: 3_000, total: 3_000, rows: 1 });
  });

  it('refuses malformed movements with a validation error', async () => {
    const user = randomUUID();
    const bad: Array<Partial<MoneyMovement>> = [
      { amountPaisa: 0 },
      { amountPaisa: -5 },
      { amountPaisa: 10.5 },
      { userId: 'not-a-uuid' },
      { key: '' },
      { key: 'x'.repeat(201) },
      { description: '   ' },
    ];
    for (const over of bad) expect((await moveError(CREDIT, movement(user, 100, over))).code).toBe('VALIDATION');
    expect(await ledgerOf(user)).toBeUndefined();
  });

  it('only the services the registry names may move money: the gateway (a browser) cannot', async () => {
    for (const subject of Object.keys(MONEY_MOVEMENT_POLICY)) await expect(t.h.call(subject, movement(randomUUID(), 100), admin())).rejects.toThrow();
  });

  describe('each money command moves only what its one caller needs (MONEY_MOVEMENT_POLICY)', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn');
    });
    afterEach(() => warn.mockRestore());
    const refusals = () => warn.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('money movement refused'));

    it("refuses a type the command's caller does not use, or more than it may move, logs it, and moves nothing", async () => {
      const user = randomUUID();
      await t.h.fund(movement(user, 5_000_000, { type: 'top_up' }));
      const before = await ledgerOf(user);
      const attempts: Array<[MoneyMovementSubject, Partial<MoneyMovement>, string]> = [
        // coins' pack payment used for anything but a pack, or for more than the dearest pack
        [S.payCoinPack, { type: 'top_up', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.payCoinPack, { type: 'plan_subscription', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.payCoinPack, { type: 'gift' as never, amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.payCoinPack, { type: 'coin_pack', amountPaisa: DEAREST_PACK + 1 }, WALLET_MSG.movementTooLarge],
        // identity's refund (the one credit a service may send) minting a top-up or a profit, or a fortune
        [S.refundPartnerPlan, { type: 'top_up', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.refundPartnerPlan, { type: 'order_profit', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.refundPartnerPlan, { type: 'refund', amountPaisa: 100_000_000_000 }, WALLET_MSG.movementTooLarge],
        [S.payPartnerPlan, { type: 'plan_subscription', amountPaisa: DEAREST_PLAN + 1 }, WALLET_MSG.movementTooLarge],
        // the deprecated generic commands are held to the same rules
        [S.credit, { type: 'adjustment', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
        [S.credit, { type: 'refund', amountPaisa: DEAREST_PLAN + 1 }, WALLET_MSG.movementTooLarge],
        [S.debit, { type: 'withdrawal', amountPaisa: 1_000 }, WALLET_MSG.movementTypeRefused],
      ];
      for (const [subject, over, message] of attempts) {
        expect({ subject, over, refused: await t.h.moveError(subject, movement(user, 0, over)) }).toEqual({ subject, over, refused: { code: 'FORBIDDEN', message } });
      }
      expect(await ledgerOf(user)).toEqual(before);
      // each refusal is logged with the command, the type and the amount, and without the user
      const logged = refusals();
      expect(logged).toHaveLength(attempts.length);
      expect(logged[0]).toContain(`on ${S.payCoinPack}: type "top_up", amount 1000 paisa`);
      expect(logged.join('\n')).not.toContain(user);
    });

    it('moves what the callers really send: a pack at the dearest price, a plan and its refund', async () => {
      const user = randomUUID();
      await t.h.fund(movement(user, 2_000_000, { type: 'top_up' }));
      await t.h.move(S.payCoinPack, movement(user, DEAREST_PACK, { type: 'coin_pack' }));
      await t.h.move(S.payPartnerPlan, movement(user, DEAREST_PLAN, { type: 'plan_subscription' }));
      await t.h.move(S.refundPartnerPlan, movement(user, DEAREST_PLAN, { type: 'refund' }));
      expect(await ledgerOf(user)).toEqual({ balance: 2_000_000 - DEAREST_PACK, total: 2_000_000 - DEAREST_PACK, rows: 4 });
      expect(refusals()).toEqual([]);
    });
  });

  it('pages a history newest first with an opaque cursor; bad cursors and limits are refused', async () => {
    const user = randomUUID();
    for (let i = 1; i <= 5; i++) await move(CREDIT, movement(user, i * 100));
    const first = await t.h.call<WalletTransactionPage>(S.listTransactions, { limit: 2 }, reseller(user));
    const second = await t.h.call<WalletTransactionPage>(S.listTransactions, { limit: 2, cursor: first.nextCursor }, reseller(user));
    const third = await t.h.call<WalletTransactionPage>(S.listTransactions, { limit: 2, cursor: second.nextCursor }, reseller(user));
    expect([...first.items, ...second.items, ...third.items].map((t) => t.amountPaisa)).toEqual([500, 400, 300, 200, 100]);
    expect(third.nextCursor).toBeNull();
    // another user sees none of it
    expect((await t.h.call<WalletTransactionPage>(S.listTransactions, {}, reseller())).items).toEqual([]);
    expect(await t.h.callError(S.listTransactions, { cursor: 'garbage' }, reseller(user))).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
    expect((await t.h.callError(S.listTransactions, { limit: 101 }, reseller(user))).code).toBe('VALIDATION');
    expect((await t.h.callError(S.listTransactions, {}, {})).code).toBe('UNAUTHORIZED');
  });

  it('countWallets is for admins only', async () => {
    const { total } = await t.h.call<{ total: number }>(S.countWallets, {}, admin());
    expect(total).toBeGreaterThan(0);
    expect((await t.h.callError(S.countWallets, {}, reseller())).code).toBe('FORBIDDEN');
    expect((await t.h.callError(S.countWallets, {}, {})).code).toBe('UNAUTHORIZED');
  });

  describe('a wallet per user from identity.user.registered.v1', () => {
    const codec = JSONCodec<EventEnvelope<UserRegisteredV1>>();
    let nc: NatsConnection;
    beforeAll(async () => {
      nc = await connectNats(t.h.nats.url, 'identity-stand-in', t.h.nats.superuser);
      await ensureStream(nc, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
      await t.h.service.consumersReady;
    });
    afterAll(() => nc?.close());

    const registered = (userId: string): EventEnvelope<UserRegisteredV1> => ({
      id: randomUUID(),
      type: IdentityEvents.userRegisteredV1,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: `test-${randomUUID()}`,
      data: { userId, email: `${userId}@example.pk`, name: 'New Reseller', referralCode: null },
    });
    const publish = async (env: EventEnvelope<UserRegisteredV1>, msgId = env.id) => {
      const hdrs = natsHeaders();
      hdrs.set('Nats-Msg-Id', msgId);
      await nc.jetstream().publish(IdentityEvents.userRegisteredV1, codec.encode(env), { headers: hdrs });
    };
    const walletsOf = async (userId: string) => (await t.db().query(`SELECT balance_paisa::int AS b FROM wallets WHERE user_id = $1`, [userId])) as Array<{ b: number }>;
    const drained = async () => {
      const info = await (await nc.jetstreamManager()).consumers.info(SERVICES.identity.stream, durableNameOf('wallet-payments', IdentityEvents.userRegisteredV1));
      return info.num_pending === 0 && info.num_ack_pending === 0;
    };

    it('creates the wallet exactly once, however often the event arrives', async () => {
      const user = randomUUID();
      const env = registered(user);
      await publish(env);
      await eventually(async () => (await walletsOf(user)).length === 1, 20_000, 'the wallet');
      // redelivered past JetStream's duplicate window (a relay crash): the inbox absorbs it
      await publish(env, randomUUID());
      await eventually(drained, 20_000, 'the consumer to drain');
      expect(await walletsOf(user)).toEqual([{ b: 0 }]);
    });

    it('a credit that arrives before the registration created the wallet; the event then changes nothing', async () => {
      const user = randomUUID();
      await move(CREDIT, movement(user, 2_500));
      await publish(registered(user));
      await eventually(drained, 20_000, 'the consumer to drain');
      expect(await walletsOf(user)).toEqual([{ b: 2_500 }]);
    });
  });
});
