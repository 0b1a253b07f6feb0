import { DURABLE_CONSUMERS } from './bus-labels';

/**
 * What the scrape-time gauges read: the outbox of every service database and the lag of every
 * durable consumer this process runs. The messaging platform registers them (the relay on start,
 * the subscriber per consumer) and unregisters on stop. Both gauges of a pair share one read per
 * scrape; a read that fails or hangs is left out (the scrape still answers).
 */
export interface OutboxReading {
  waiting: number;
  oldestAgeSeconds: number;
}
export interface ConsumerLag {
  pending: number;
  ackPending: number;
}
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

const outboxes = new Map<string, Query>();
const consumers = new Map<string, () => Promise<ConsumerLag>>();

const READ_TIMEOUT_MS = 2_000;
/** Both gauges of a pair are collected in the same scrape: one read serves both. */
const SHARE_MS = 500;

// one index range scan on outbox_unpublished_idx (published_at IS NULL): cheap while the relay keeps up
export const OUTBOX_READING_SQL = `SELECT count(*)::int AS waiting,
  COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age FROM outbox WHERE published_at IS NULL`;

/** Counts `service`'s unpublished outbox rows at each scrape; returns the unregistration. */
export function watchOutbox(service: string, query: Query): () => void {
  outboxes.set(service, query);
  return () => {
    if (outboxes.get(service) === query) outboxes.delete(service);
  };
}

/** Reads a durable consumer's pending counts at each scrape; returns the unregistration. */
export function watchConsumer(durable: string, read: () => Promise<ConsumerLag>): () => void {
  // an undeclared consumer (a test's) would share the `other` series with every other one
  if (!DURABLE_CONSUMERS.includes(durable)) return () => undefined;
  consumers.set(durable, read);
  return () => {
    if (consumers.get(durable) === read) consumers.delete(durable);
  };
}

function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > SHARE_MS) last = { at: now, value: read() };
    return last.value;
  };
}

function bounded<T>(read: () => Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS)));
  return Promise.race([read().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export const readOutboxes = shared(async () => {
  const entries = await Promise.all(
    [...outboxes].map(async ([service, query]) => {
      const rows = await bounded(() => query(OUTBOX_READING_SQL));
      const row = rows?.[0];
      return row ? ([service, { waiting: Number(row.waiting), oldestAgeSeconds: Number(row.age) }] as const) : undefined;
    }),
  );
  return entries.filter((e): e is readonly [string, OutboxReading] => e !== undefined);
});

export const readConsumerLag = shared(async () => {
  const entries = await Promise.all([...consumers].map(async ([durable, read]) => {
    const lag = await bounded(read);
    return lag ? ([durable, lag] as const) : undefined;
  }));
  return entries.filter((e): e is readonly [string, ConsumerLag] => e !== undefined);
});
