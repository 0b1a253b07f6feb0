import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { requireUserId } from '@resellpk/backend-service';
import type { CoinTransactionPage, ListCoinTransactionsQuery, RequestContext } from '@resellpk/contracts';
import { HISTORY_CURSOR, LedgerRepository } from './ledger.repository';

/** The caller's history: every ledger row, newest first, in pages. */
@Injectable()
export class LedgerService {
  constructor(private readonly ledger: LedgerRepository) {}

  async list(query: ListCoinTransactionsQuery, ctx: RequestContext): Promise<CoinTransactionPage> {
    const userId = requireUserId(ctx);
    const limit = query?.limit ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail('VALIDATION', 'limit must be an integer from 1 to 100', 'limit');
    return this.ledger.page(userId, HISTORY_CURSOR.decode(query?.cursor), limit);
  }
}
