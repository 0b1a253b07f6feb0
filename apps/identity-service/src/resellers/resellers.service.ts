import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid, StaffAccess } from '@resellpk/backend-service';
import type { ContactsOfQuery, ListResellersQuery, PricingPlan, RequestContext, ResellerPage, UserContact } from '@resellpk/contracts';
import { MSG, planInForce } from '@resellpk/domain';
import { allowanceLeftOf } from '../subscriptions/subscription.repository';
import { toProfile } from '../users/profile.mapper';
import { ResellerRepository, type ResellerSearch } from './reseller.repository';

export const RESELLERS_MSG = {
  badUserId: 'userId must be a uuid',
  badPage: 'page must be a whole number from 1',
  badPageSize: 'pageSize must be a whole number from 1 to 100',
  badSearch: 'search must be text of at most 100 characters',
  badUserIds: 'userIds must be a list of 1 to 100 uuids',
} as const;
const MAX_CONTACT_IDS = 100;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH = 100;
/** deeper than anyone pages by hand; keeps OFFSET bounded */
const MAX_PAGE = 100_000;

/** What orders and the admin's reseller list need to know about resellers. */
@Injectable()
export class ResellersService {
  constructor(
    private readonly resellers: ResellerRepository,
    private readonly staff: StaffAccess,
  ) {}

  /** orders pricing a cart: the plan in force now (a token's plan may be minutes old, an ended plan gives no access). */
  async pricingPlanOf(req: { userId: string }): Promise<PricingPlan> {
    if (!isUuid(req?.userId)) fail('VALIDATION', RESELLERS_MSG.badUserId, 'userId');
    const userId = req.userId.toLowerCase();
    const row = await this.resellers.planOf(userId);
    if (!row) fail('NOT_FOUND', MSG.userNotFound);
    const inForce = planInForce(row.plan, row.plan_expires_at);
    // only a running partner plan limits wholesale prices; Premium and Elite have no limit
    const allowanceLeftPaisa = inForce.premiumAccess && row.coins_granted !== null && row.allowance_used !== null ? allowanceLeftOf({ coins_granted: row.coins_granted, allowance_used: row.allowance_used }) : null;
    return { userId, ...inForce, allowanceLeftPaisa };
  }

  /** admin: names and emails for a page of another service's rows (withdrawals), in one lookup. */
  async contactsOf(req: ContactsOfQuery, ctx: RequestContext): Promise<UserContact[]> {
    await this.staff.require(ctx, 'admin');
    const ids = req?.userIds;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_CONTACT_IDS || !ids.every(isUuid)) fail('VALIDATION', RESELLERS_MSG.badUserIds, 'userIds');
    return this.resellers.contactsOf([...new Set(ids.map((id: string) => id.toLowerCase()))]);
  }

  /** admin: resellers newest first, searched by name, email or phone (case-insensitive), paged. */
  async list(req: ListResellersQuery, ctx: RequestContext): Promise<ResellerPage> {
    await this.staff.require(ctx, 'admin');
    const page = req?.page ?? 1;
    const pageSize = req?.pageSize ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) fail('VALIDATION', RESELLERS_MSG.badPage, 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) fail('VALIDATION', RESELLERS_MSG.badPageSize, 'pageSize');
    const search = searchOf(req?.search);
    const { rows, total } = await this.resellers.page(search, (page - 1) * pageSize, pageSize);
    return { items: rows.map(toProfile), total, page, pageSize };
  }
}

/**
 * The search as typed, or null for none. A phone is stored as typed at signup (03xx... or +92...),
 * so digits are also matched without their 0 / 92 prefix: "0300 1234" finds +923001234567.
 */
function searchOf(raw: unknown): ResellerSearch | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.trim().length > MAX_SEARCH) fail('VALIDATION', RESELLERS_MSG.badSearch, 'search');
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^(92|0)/, '') : '';
  return { text, phoneDigits: digits.length >= 3 ? digits : null };
}
