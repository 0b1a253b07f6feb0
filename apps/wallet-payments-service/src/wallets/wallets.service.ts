import { Injectable } from '@nestjs/common';
import { requireRole } from '@resellpk/backend-messaging';
import type { RequestContext } from '@resellpk/contracts';
import { WalletRepository } from './wallet.repository';

/** The wallets rules. Every rule is checked here, whoever called. */
@Injectable()
export class WalletsService {
  constructor(private readonly wallets: WalletRepository) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    requireRole(ctx, 'admin');
    return { total: await this.wallets.count() };
  }
}
