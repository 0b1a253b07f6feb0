import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { LinkReason } from '@resellpk/contracts';

/** What links two accounts: the fields of a user that identify a person. */
export interface LinkFields {
  id: string;
  email: string;
  phone: string | null;
}

/** Domains where dots in the local part are ignored (the same mailbox). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox, one key: lower case, without a `+tag`, and for Gmail without dots
 * (`Ali.Khan+shop@googlemail.com` and `alikhan@gmail.com` are the same person's).
 */
export function emailLinkKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0];
  let domain = lower.slice(at + 1);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/** A phone number as E.164 read as Pakistani (0300-1234567, +92 300 1234567 and 923001234567 are one); null when none or unreadable. */
export function phoneLinkKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'PK');
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * How a staff member's account is linked to the account whose request they decide: the same
 * user, the same phone number, or the same mailbox. Empty when they are unrelated. A flag for the
 * audit log, not a proof: someone determined can always use another number and address.
 */
export function linkReasons(staff: LinkFields, owner: LinkFields): LinkReason[] {
  const by: LinkReason[] = [];
  if (staff.id.toLowerCase() === owner.id.toLowerCase()) by.push('same_user');
  const phone = phoneLinkKey(staff.phone);
  if (phone && phone === phoneLinkKey(owner.phone)) by.push('phone');
  if (emailLinkKey(staff.email) === emailLinkKey(owner.email)) by.push('email');
  return by;
}
