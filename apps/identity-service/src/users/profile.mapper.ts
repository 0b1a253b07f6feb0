import type { Profile, SessionUser } from '@resellpk/contracts';
import type { UserEntity } from './user.entity';

/** The columns a Profile is made of (ProfileService reads just these). */
export type ProfileRow = Pick<UserEntity, 'id' | 'email' | 'name' | 'role' | 'plan' | 'planExpiresAt' | 'businessName' | 'phone' | 'createdAt'>;

export function toProfile(user: ProfileRow): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: user.plan,
    planExpiresAt: user.planExpiresAt ? new Date(user.planExpiresAt).toISOString() : null,
    businessName: user.businessName,
    phone: user.phone,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export function toSessionUser(user: UserEntity): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, plan: user.plan };
}
