import type { Profile, Role } from '@resellpk/contracts';

export interface RoleAction {
  /** English button text of the spec; the key for t(). */
  label: string;
  role: Role;
  /** What the new role means for the person, said in the confirmation before the change. */
  consequence: string;
}

const MAKE_TOPUP_HELPER: RoleAction = {
  label: 'Make Topup Helper',
  role: 'topup_helper',
  consequence: 'Top-up helpers open the admin panel to review top-up payments: Topup Chats and Topup Management.',
};
const MAKE_ADMIN: RoleAction = {
  label: 'Make Admin',
  role: 'admin',
  consequence: "Admins can open every part of the admin panel and change other users' roles.",
};
const MAKE_RESELLER: RoleAction = {
  label: 'Make Reseller',
  role: 'reseller',
  consequence: 'Resellers shop in the storefront and cannot open the admin panel.',
};

/** Every role change the page offers (its label and consequence are shown through t()). */
export const ROLE_ACTIONS: readonly RoleAction[] = [MAKE_TOPUP_HELPER, MAKE_ADMIN, MAKE_RESELLER];

/**
 * The spec's role changes: a reseller can become a top-up helper or an admin, a top-up helper goes
 * back to reseller, admins are not changed here, and nobody changes their own role. The server
 * enforces the same rules; this only decides which buttons to show. Every change is confirmed
 * first: it grants or takes away access to the staff panel.
 */
export function roleActionsFor(target: Pick<Profile, 'id' | 'role'>, currentUserId: string | null | undefined): RoleAction[] {
  if (!currentUserId || target.id === currentUserId) return [];
  switch (target.role) {
    case 'reseller':
      return [MAKE_TOPUP_HELPER, MAKE_ADMIN];
    case 'topup_helper':
      return [MAKE_RESELLER];
    default:
      return [];
  }
}
