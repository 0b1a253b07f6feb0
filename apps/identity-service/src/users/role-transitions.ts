import type { Role } from '@resellpk/contracts';

/** The spec's user management buttons: reseller -> topup_helper | admin, topup_helper -> reseller. */
const ALLOWED: Readonly<Record<Role, readonly Role[]>> = {
  reseller: ['topup_helper', 'admin'],
  topup_helper: ['reseller'],
  admin: [],
};

export function isRoleChangeAllowed(from: Role, to: Role): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}
