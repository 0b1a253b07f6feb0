import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, requireUserId } from '@resellpk/backend-service';
import type { ReferralCodeOwner, ReferralCodeRef, ReferralView, RequestContext } from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { AccountRepository } from '../accounts/account.repository';
import { normalizeReferralCode } from './referral-code';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class ReferralsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly referrals: ReferralRepository,
    private readonly accounts: AccountRepository,
  ) {}

  /** The caller's code (made with the account) and how many signed up with it. */
  async mine(ctx: RequestContext): Promise<ReferralView> {
    const userId = requireUserId(ctx);
    const code = await this.referrals.codeOf(userId, this.db);
    if (!code) fail('NOT_FOUND', COIN_MSG.referralUnavailable);
    return { code, referredCount: await this.accounts.countReferred(userId) };
  }

  /** Anyone (the signup page's banner): whether the code exists, as stored; never whose it is. */
  async check(req: ReferralCodeRef): Promise<ReferralCodeRef> {
    return { code: (await this.lookup(req)).code };
  }

  /** identity at signup: an unknown code is refused before any account is made. */
  async lookup(req: ReferralCodeRef): Promise<ReferralCodeOwner> {
    const code = normalizeReferralCode(req?.code);
    const userId = code ? await this.referrals.ownerOf(code, this.db) : null;
    if (!code || !userId) fail('NOT_FOUND', COIN_MSG.unknownReferralCode, 'referralCode');
    return { userId, code };
  }
}
