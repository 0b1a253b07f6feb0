import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import type { PaymentRequestRef, PayoutAccountInput, PayoutAccountView, RequestContext } from '@resellpk/contracts';
import { MAX_PAYOUT_ACCOUNTS, PAYOUT_MSG, validatePayoutAccount } from '@resellpk/domain';
import { PayoutAccountRepository, toPayoutAccountView } from './payout-account.repository';

/** A reseller's own payout accounts: list, add (every field checked by the shared rules), delete. */
@Injectable()
export class PayoutAccountsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly accounts: PayoutAccountRepository,
  ) {}

  async list(ctx: RequestContext): Promise<PayoutAccountView[]> {
    const userId = requireUserId(ctx);
    return (await this.accounts.listOwn(userId)).map(toPayoutAccountView);
  }

  async add(input: PayoutAccountInput, ctx: RequestContext): Promise<PayoutAccountView> {
    const userId = requireUserId(ctx);
    const checked = validatePayoutAccount(input ?? {});
    if ('errors' in checked) {
      const [field, message] = Object.entries(checked.errors)[0];
      fail('VALIDATION', message, field);
    }
    const row = await withTransaction(this.db, (tx) => this.accounts.insert(tx, userId, checked.account, MAX_PAYOUT_ACCOUNTS));
    if (!row) fail('CONFLICT', PAYOUT_MSG.tooManyAccounts);
    return toPayoutAccountView(row);
  }

  /** Withdrawals already made keep their copy of the account; another user's id answers NOT_FOUND. */
  async remove(ref: PaymentRequestRef, ctx: RequestContext): Promise<{ deleted: true }> {
    const userId = requireUserId(ctx);
    if (!isUuid(ref?.id) || !(await this.accounts.deleteOwn(userId, ref.id))) fail('NOT_FOUND', PAYOUT_MSG.accountNotFound);
    return { deleted: true };
  }
}
