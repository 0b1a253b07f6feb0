import { Injectable } from '@nestjs/common';
import { requireRole } from '@resellpk/backend-messaging';
import type { RequestContext } from '@resellpk/contracts';
import { AccountRepository } from './account.repository';

/** The accounts rules. Every rule is checked here, whoever called. */
@Injectable()
export class AccountsService {
  constructor(private readonly accounts: AccountRepository) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    requireRole(ctx, 'admin');
    return { total: await this.accounts.count() };
  }
}
