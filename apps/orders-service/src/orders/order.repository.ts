import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-messaging';
import type { Reader } from '@resellpk/backend-persistence';
import type { OrderStatus } from '@resellpk/contracts';

/** Every query on `orders`. Writes take a `Tx` (withTransaction), so they cannot run outside a transaction. */
@Injectable()
export class OrderRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Orders per status that has any. */
  countByStatus(db: Reader = this.db): Promise<Array<{ status: OrderStatus; n: number }>> {
    return db.query(`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
  }
}
