import type { Profile, SessionUser } from '@resellpk/contracts';
import type { UserEntity } from './user.entity';

export function toProfile(user: UserEntity): Profile {
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
