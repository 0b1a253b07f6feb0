import type { Profile, Role } from '@resellpk/contracts';

export type RoleFilter = Role | 'all';

export interface UserFilter {
  search: string;
  role: RoleFilter;
}

/** Case-insensitive match on name or email, plus an exact role filter. Keeps the server's order. */
export function filterUsers(users: readonly Profile[], filter: UserFilter): Profile[] {
  const needle = filter.search.trim().toLowerCase();
  return users.filter((u) => {
    if (filter.role !== 'all' && u.role !== filter.role) return false;
    if (!needle) return true;
    return (u.name ?? '').toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle);
  });
}

/** The spec shows "No name" for a profile without a name. */
export function displayName(user: Pick<Profile, 'name'>): string | null {
  const name = (user.name ?? '').trim();
  return name ? name : null;
}
