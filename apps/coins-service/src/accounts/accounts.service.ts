import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OnEvent } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireRole, requireUserId, requireUserIds } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, SIGNUP_BONUS_COINS, type CoinAccountView, type CoinAmount, type RequestContext, type UserRegisteredV1 } from '@resellpk/contracts';
import { COIN_MSG, coinsToUnits, formatCoinUnits } from '@resellpk/domain';
import { LedgerRepository } from '../ledger/ledger.repository';
import { normalizeReferralCode } from '../referrals/referral-code';
import { ReferralRepository } from '../referrals/referral.repository';
import { AccountRepository, toAccountView } from './account.repository';

/** The accounts rules. Every rule is checked here, whoever called. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly accounts: AccountRepository,
    private readonly ledger: LedgerRepository,
    private readonly referrals: ReferralRepository,
  ) {}

  /** Staff: how many there are. */
  async count(ctx: RequestContext): Promise<{ total: number }> {
    requireRole(ctx, 'admin');
    return { total: await this.accounts.count() };
  }

  async get(ctx: RequestContext): Promise<CoinAccountView> {
    const userId = requireUserId(ctx);
    const row = await this.accounts.find(userId, this.db);
    // the account is opened from the registration event, moments after signup
    if (!row) fail('NOT_FOUND', COIN_MSG.accountNotReady);
    return toAccountView(row);
  }

  /**
   * orders pricing a cart (NATS lets only orders call it; the user comes in the data): the stored
   * balance. A user whose account is not opened yet has no coins, so "0.0000" rather than an error
   * that would fail the quote.
   */
  async balanceOf(data: { userId?: unknown }): Promise<{ userId: string; balance: CoinAmount }> {
    if (!isUuid(data?.userId)) fail('VALIDATION', 'userId must be a uuid', 'userId');
    const [row] = await this.accounts.balances([data.userId]);
    return { userId: data.userId, balance: row?.balance ?? formatCoinUnits(0n) };
  }

  /** Admin (resellers page): balances of at most 100 users; unknown users are left out. */
  async balancesOf(data: { userIds?: unknown }, ctx: RequestContext): Promise<Array<{ userId: string; balance: CoinAmount }>> {
    requireRole(ctx, 'admin');
    return this.accounts.balances(requireUserIds(data));
  }

  /**
   * A coin account for every user (demo users too: identity's seed emits the same event), with the
   * welcome bonus exactly once: the inbox drops a redelivered event, and the unique user_id and the
   * unique signup_bonus row would refuse a second one anyway. A referral code links the referrer.
   */
  @OnEvent(IdentityEvents.userRegisteredV1)
  async onRegistered(event: UserRegisteredV1, tx: Tx): Promise<void> {
    const code = normalizeReferralCode(event.referralCode);
    const referrer = code ? await this.referrals.ownerOf(code, tx) : null;
    const bonus = formatCoinUnits(coinsToUnits(SIGNUP_BONUS_COINS));
    const opened = await this.accounts.open(tx, event.userId, bonus, referrer && referrer !== event.userId ? referrer : null);
    if (opened) {
      await this.ledger.insert(tx, { userId: event.userId, type: 'signup_bonus', amount: bonus, description: COIN_MSG.welcomeBonus });
    }
    await this.referrals.ensureCode(tx, event.userId);
  }
}
