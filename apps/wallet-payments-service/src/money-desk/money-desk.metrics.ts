import type { DataSource } from 'typeorm';
import { defineGauge } from '@resellpk/backend-observability';

/**
 * What waits for staff on the money desk, read from wallet_payments at scrape time (the alerts:
 * a top-up unreviewed for 15 minutes, withdrawals waiting over a day). A top-up waits for review
 * once its owner has sent proof (under_review, since submitted_at); a withdrawal while pending.
 * "Expiring" is an open (pending, not yet past expires_at) request the expiry job rejects within
 * the next 15 minutes.
 */
export interface MoneyDeskSnapshot {
  topUpsWaiting: number;
  topUpsOldestAgeSeconds: number;
  paymentRequestsExpiring: number;
  withdrawalsWaiting: number;
  withdrawalsOldestAgeSeconds: number;
}

/** Five cheap reads on the status and pending-expiry indexes, in one round trip. */
const SNAPSHOT_SQL = `
  SELECT (SELECT count(*)::int FROM payment_requests WHERE status = 'under_review') AS top_ups_waiting,
         (SELECT COALESCE(extract(epoch FROM now() - min(submitted_at)), 0)::float8 FROM payment_requests WHERE status = 'under_review') AS top_ups_oldest,
         (SELECT count(*)::int FROM payment_requests WHERE status = 'pending' AND expires_at > now() AND expires_at <= now() + interval '15 minutes') AS expiring,
         (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS withdrawals_waiting,
         (SELECT COALESCE(extract(epoch FROM now() - min(created_at)), 0)::float8 FROM withdrawals WHERE status = 'pending') AS withdrawals_oldest`;

export async function readMoneyDesk(db: Pick<DataSource, 'query'>): Promise<MoneyDeskSnapshot> {
  const [r] = await db.query(SNAPSHOT_SQL);
  return {
    topUpsWaiting: Number(r.top_ups_waiting),
    topUpsOldestAgeSeconds: Math.max(0, Number(r.top_ups_oldest)),
    paymentRequestsExpiring: Number(r.expiring),
    withdrawalsWaiting: Number(r.withdrawals_waiting),
    withdrawalsOldestAgeSeconds: Math.max(0, Number(r.withdrawals_oldest)),
  };
}

/**
 * The DataSources of this process's wallet-payments instances: one in production; tests may run
 * several in one process, on one database (a restart, replicas) or on their own. Each database is
 * read once and the figures add up (ages: the oldest), so no instance overwrites another's.
 */
const sources = new Set<DataSource>();

function databaseOf(ds: DataSource): string {
  const o = ds.options as { url?: string; host?: string; port?: number; database?: string };
  if (o.url) {
    const u = new URL(o.url);
    return `${u.hostname}:${u.port}${u.pathname}`;
  }
  return `${o.host}:${o.port}/${o.database}`;
}

/** Counts this DataSource's database in the money-desk gauges until the returned function is called. */
export function watchMoneyDesk(ds: DataSource): () => void {
  sources.add(ds);
  return () => sources.delete(ds);
}

async function readAll(): Promise<MoneyDeskSnapshot | undefined> {
  const byDatabase = new Map<string, DataSource>();
  for (const ds of sources) if (ds.isInitialized && !byDatabase.has(databaseOf(ds))) byDatabase.set(databaseOf(ds), ds);
  if (!byDatabase.size) return undefined;
  const snapshots = await Promise.all([...byDatabase.values()].map(readMoneyDesk));
  return snapshots.reduce((a, b) => ({
    topUpsWaiting: a.topUpsWaiting + b.topUpsWaiting,
    topUpsOldestAgeSeconds: Math.max(a.topUpsOldestAgeSeconds, b.topUpsOldestAgeSeconds),
    paymentRequestsExpiring: a.paymentRequestsExpiring + b.paymentRequestsExpiring,
    withdrawalsWaiting: a.withdrawalsWaiting + b.withdrawalsWaiting,
    withdrawalsOldestAgeSeconds: Math.max(a.withdrawalsOldestAgeSeconds, b.withdrawalsOldestAgeSeconds),
  }));
}

/** One read per scrape: the registry asks every gauge at once, and they share the read under way. */
let inFlight: Promise<MoneyDeskSnapshot | undefined> | undefined;
function snapshot(): Promise<MoneyDeskSnapshot | undefined> {
  inFlight ??= readAll()
    // a failed read keeps the last values rather than failing the scrape
    .catch(() => undefined)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

function moneyDeskGauge(name: string, help: string, pick: (s: MoneyDeskSnapshot) => number) {
  return defineGauge({
    name,
    help,
    async collect() {
      const s = await snapshot();
      if (s) this.set(pick(s));
    },
  });
}

export const topUpsWaitingReview = moneyDeskGauge('top_ups_waiting_review', 'Top-ups whose owner sent proof (under review), waiting for staff.', (s) => s.topUpsWaiting);
export const topUpsOldestWaitingAge = moneyDeskGauge(
  'top_ups_oldest_waiting_age_seconds',
  'Seconds since the oldest top-up under review was submitted (0: none waiting).',
  (s) => s.topUpsOldestAgeSeconds,
);
export const paymentRequestsExpiring = moneyDeskGauge(
  'payment_requests_expiring',
  'Open (pending) payment requests that expire within 15 minutes.',
  (s) => s.paymentRequestsExpiring,
);
export const withdrawalsWaiting = moneyDeskGauge('withdrawals_waiting', 'Withdrawals pending, waiting for staff to pay or reject.', (s) => s.withdrawalsWaiting);
export const withdrawalsOldestWaitingAge = moneyDeskGauge(
  'withdrawals_oldest_waiting_age_seconds',
  'Seconds since the oldest pending withdrawal was requested (0: none waiting).',
  (s) => s.withdrawalsOldestAgeSeconds,
);
