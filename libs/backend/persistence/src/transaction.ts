import type { DataSource, EntityManager } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';

declare const IN_TRANSACTION: unique symbol;

/**
 * An EntityManager inside an open transaction. Only `withTransaction` (and the event consumers,
 * which run each event in one) hand one out, so a repository write or an outbox event that takes
 * a `Tx` cannot be called outside a transaction: forgetting it does not compile.
 */
export type Tx = EntityManager & { readonly [IN_TRANSACTION]: true };

/** What a read needs: a transaction, or the DataSource itself for a read outside one. */
export type Reader = Pick<EntityManager, 'query'>;

/** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
export function withTransaction<T>(dataSource: DataSource, work: (tx: Tx) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  return isolation
    ? dataSource.transaction(isolation, (manager) => work(manager as Tx))
    : dataSource.transaction((manager) => work(manager as Tx));
}
