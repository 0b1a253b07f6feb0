import type { Profile, Role } from '@resellpk/contracts';

export interface RoleAction {
  /** English button text of the spec; the key for t(). */
  label: string;
  role: Role;
  /** Promotions to admin hand over the whole panel, so they are confirmed first. */
  confirm: boolean;
}

/**
 * The spec's role changes: a reseller can become a topup helper or an admin, a topup helper goes
 * back to reseller, admins are not changed here, and nobody changes their own role. The server
 * enforces the same rules; this only decides which buttons to show.
 */
export function roleActionsFor(target: Pick<Profile, 'id' | 'role'>, currentUserId: string | null | undefined): RoleAction[] {
  if (!currentUserId || target.id === currentUserId) return [];
  switch (target.role) {
    case 'reseller':
      return [
        { label: 'Make Topup Helper', role: 'topup_helper', confirm: false },
        { label: 'Make Admin', role: 'admin', confirm: true },
      ];
    case 'topup_helper':
      return [{ label: 'Make Reseller', role: 'reseller', confirm: false }];
    default:
      return [];
  }
}
