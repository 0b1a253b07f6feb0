import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { metricsText } from '@resellpk/backend-observability';
import { WalletPaymentsSubjects as S, type PaymentRequestView, type WithdrawalView } from '@resellpk/contracts';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { watchMoneyDesk } from './money-desk.metrics';
import { helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

const GAUGES = ['top_ups_waiting_review', 'top_ups_oldest_waiting_age_seconds', 'payment_requests_expiring', 'withdrawals_waiting', 'withdrawals_oldest_waiting_age_seconds'] as const;
type Gauges = Record<(typeof GAUGES)[number], number>;

/** One scrape of the registry, as Prometheus reads it: each unlabelled gauge's value. */
async function scrape(): Promise<Gauges> {
  const { body } = await metricsText();
  const values = {} as Gauges;
  for (const name of GAUGES) {
    const line = body.split('\n').find((l) => l.startsWith(`${name} `));
    if (!line) throw new Error(`${name} is not in the scrape`);
    values[name] = Number(line.slice(name.length + 1));
  }
  return values;
}

/** The money desk's gauges (issue 36) read the database at scrape time: they match SQL counts and ages. */
describe('money desk gauges', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  const topUp = (owner = reseller()) => t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 250_000 }, owner);
  /** the same figures, asked of the database directly */
  const fromSql = async (): Promise<Gauges> => {
    const [r] = await t.db().query(`
      SELECT (SELECT count(*) FROM payment_requests WHERE status = 'under_review')::int AS waiting,
             (SELECT extract(epoch FROM now() - min(submitted_at)) FROM payment_requests WHERE status = 'under_review')::float8 AS oldest,
             (SELECT count(*) FROM payment_requests WHERE status = 'pending' AND expires_at > now() AND expires_at <= now() + interval '15 minutes')::int AS expiring,
             (SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS w_waiting,
             (SELECT extract(epoch FROM now() - min(created_at)) FROM withdrawals WHERE status = 'pending')::float8 AS w_oldest`);
    return {
      top_ups_waiting_review: r.waiting,
      top_ups_oldest_waiting_age_seconds: r.oldest ?? 0,
      payment_requests_expiring: r.expiring,
      withdrawals_waiting: r.w_waiting,
      withdrawals_oldest_waiting_age_seconds: r.w_oldest ?? 0,
    };
  };
  /** counts equal; ages within the few seconds between the two reads */
  const expectMatches = (scraped: Gauges, sql: Gauges) => {
    expect({ ...scraped, top_ups_oldest_waiting_age_seconds: 0, withdrawals_oldest_waiting_age_seconds: 0 }).toEqual({
      ...sql,
      top_ups_oldest_waiting_age_seconds: 0,
      withdrawals_oldest_waiting_age_seconds: 0,
    });
    expect(Math.abs(scraped.top_ups_oldest_waiting_age_seconds - sql.top_ups_oldest_waiting_age_seconds)).toBeLessThan(5);
    expect(Math.abs(scraped.withdrawals_oldest_waiting_age_seconds - sql.withdrawals_oldest_waiting_age_seconds)).toBeLessThan(5);
  };

  it('top-ups under review, their oldest age, requests about to expire and withdrawals waiting match the database', async () => {
    expect(await scrape()).toEqual({ top_ups_waiting_review: 0, top_ups_oldest_waiting_age_seconds: 0, payment_requests_expiring: 0, withdrawals_waiting: 0, withdrawals_oldest_waiting_age_seconds: 0 });

    // pending with its hour ahead: neither waiting for review nor expiring soon
    await topUp();
    // pending, ten minutes left: expiring
    const soon = await topUp();
    await t.db().query(`UPDATE payment_requests SET expires_at = now() + interval '10 minutes' WHERE id = $1`, [soon.id]);
    // pending past its expiry (the job has not run yet): not open, not expiring
    const overdue = await topUp();
    await t.db().query(`UPDATE payment_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [overdue.id]);
    // two under review, one sent proof 20 minutes ago (its later screenshot does not make it younger)
    const oldOwner = reseller();
    const old = await topUp(oldOwner);
    await t.h.call(S.markPaid, { id: old.id }, oldOwner);
    await t.db().query(`UPDATE payment_requests SET submitted_at = now() - interval '20 minutes' WHERE id = $1`, [old.id]);
    await t.h.call(S.attachScreenshot, { id: old.id, screenshotKey: `payment-screenshots/${old.id}_1.png` }, oldOwner);
    const newOwner = reseller();
    const fresh = await topUp(newOwner);
    await t.h.call(S.attachScreenshot, { id: fresh.id, screenshotKey: `payment-screenshots/${fresh.id}_1.png` }, newOwner);
    // decided: gone from the desk
    const doneOwner = reseller();
    const done = await topUp(doneOwner);
    await t.h.call(S.markPaid, { id: done.id }, doneOwner);
    await t.h.call(S.approvePaymentRequest, { id: done.id }, helper());

    const seller = reseller();
    await t.h.fund({ userId: seller.userId!, amountPaisa: 300_000, key: `fund:${randomUUID()}`, type: 'order_profit', description: 'Profit from a test order' });
    const account = await t.h.call<{ id: string }>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '03001234567' }, seller);
    const withdraw = () => t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: account.id, amountPaisa: 60_000, idempotencyKey: randomUUID() }, seller);
    const w1 = await withdraw();
    await withdraw();
    await t.db().query(`UPDATE withdrawals SET created_at = now() - interval '2 days' WHERE id = $1`, [w1.id]);

    const scraped = await scrape();
    expect(scraped).toMatchObject({ top_ups_waiting_review: 2, payment_requests_expiring: 1, withdrawals_waiting: 2 });
    expect(scraped.top_ups_oldest_waiting_age_seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(scraped.top_ups_oldest_waiting_age_seconds).toBeLessThan(20 * 60 + 30);
    expect(scraped.withdrawals_oldest_waiting_age_seconds).toBeGreaterThanOrEqual(2 * 86_400);
    expectMatches(scraped, await fromSql());

    // staff act: the oldest of each leaves the desk
    await t.h.call(S.rejectPaymentRequest, { id: old.id, reason: 'No payment received' }, helper());
    const scrapedAfter = await scrape();
    expect(scrapedAfter.top_ups_waiting_review).toBe(1);
    expect(scrapedAfter.top_ups_oldest_waiting_age_seconds).toBeLessThan(60);
    expectMatches(scrapedAfter, await fromSql());
  });

  it('a second instance on the same database (a replica, a restart) does not double the figures, and leaving takes nothing away', async () => {
    const sql = await fromSql();
    expect(sql.withdrawals_waiting).toBeGreaterThan(0);
    // as a second instance of the service in this process would (a replica, a restart)
    const twin = await new DataSource(t.db().options).initialize();
    const unwatch = watchMoneyDesk(twin);
    try {
      expectMatches(await scrape(), sql);
    } finally {
      unwatch();
      await twin.destroy();
    }
    expectMatches(await scrape(), await fromSql());
  });
});
