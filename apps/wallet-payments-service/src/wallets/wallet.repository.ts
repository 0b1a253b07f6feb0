import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-messaging';
import type { Reader } from '@resellpk/backend-persistence';

/** Every query on `wallets`. Writes take a `Tx` (withTransaction), so they cannot run outside a transaction. */
@Injectable()
export class WalletRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async count(db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM wallets`);
    return row.n;
  }
}
