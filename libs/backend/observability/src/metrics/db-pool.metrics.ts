import type { DataSource } from 'typeorm';
import { defineGauge } from './define-metric';

/** What node-postgres' Pool counts (the pool behind a TypeORM DataSource on PostgreSQL). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<() => PoolCounts | undefined>();

/**
 * PostgreSQL connections of the process's pools, read at scrape time: `total` open, `idle` among
 * them, `waiting` requests queued for a connection (the pool is exhausted when it stays above 0).
 * Several pools in one process (the gateway's health pool, a test booting two services) are summed.
 */
export const dbPoolConnections = defineGauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
  labels: { state: ['total', 'idle', 'waiting'] },
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const read of pools) {
      const pool = read();
      if (!pool) continue;
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Counts `read`'s pool in db_pool_connections until the returned function is called. */
export function trackDbPool(read: () => PoolCounts | undefined): () => void {
  pools.add(read);
  return () => void pools.delete(read);
}

/** The pg Pool of a PostgreSQL DataSource (TypeORM keeps it as the driver's `master`), while it is open. */
export function trackDataSourcePool(dataSource: DataSource): () => void {
  return trackDbPool(() => (dataSource.isInitialized ? (dataSource.driver as unknown as { master?: PoolCounts }).master : undefined));
}
