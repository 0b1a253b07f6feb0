import type { DataSource } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { isUniqueViolation, withTransaction } from '@resellpk/backend-persistence';
import { IdentityEvents, type Role, type RoleChangedV1, type UserRegisteredV1 } from '@resellpk/contracts';
import { isEmail, MSG, normalizeEmail } from '@resellpk/domain';
import { PasswordHasher } from '../auth/password-hasher';
import { newPasswordProblem } from '../passwords/password-rules';
import { AuditLogEntity } from '../users/audit-log.entity';
import { UserEntity } from '../users/user.entity';
import { ROLE_CHANGED_ACTION } from '../users/users.service';

export const ADMIN_CREATED_ACTION = 'user.admin_created';
/** Who the audit log and the events name: the person at the console, who has no account. */
export const OPERATOR = 'operator';
// the contract's form for a change no admin account made (RoleChangedV1.changedBy)
const CHANGED_BY = 'system:create-admin';

export interface CreateAdminInput {
  email: string;
  name?: string;
  /** Asked for only when an account is created (a prompt need not appear for a promotion). */
  password?: string | (() => Promise<string>);
  /** An existing account with this email becomes (or stays) an admin instead of being refused. */
  promote?: boolean;
  correlationId?: string;
}

export type CreateAdminResult =
  | { outcome: 'created'; userId: string }
  | { outcome: 'promoted'; userId: string; fromRole: Role }
  | { outcome: 'already-admin'; userId: string };

/** A refusal the operator can act on (the CLI prints it and exits 1), unlike a crash. */
export class CreateAdminRefused extends Error {}

/**
 * The first admin of an environment (production has no demo accounts and only an admin can change
 * roles). Same rules as the service: the signup's email and password checks, argon2id from
 * PasswordHasher, and the same events in the same transaction as the row (registration for a new
 * account, `role-changed` for a promotion, so every service's role projection learns of it). They
 * wait in the outbox until identity-service's relay publishes them.
 */
export async function createAdmin(db: DataSource, input: CreateAdminInput): Promise<CreateAdminResult> {
  const email = normalizeEmail(input.email ?? '');
  if (!isEmail(email)) throw new CreateAdminRefused(MSG.invalidEmail);
  const correlationId = input.correlationId ?? 'create-admin';

  const existing = await db.getRepository(UserEntity).findOne({ where: { email } });
  if (existing && !input.promote) {
    throw new CreateAdminRefused(
      existing.role === 'admin'
        ? `${email} is already an admin. Nothing changed.`
        : `An account with ${email} already exists (${existing.role}). Run again with --promote to make it an admin.`,
    );
  }
  if (existing) return promote(db, existing.id, correlationId);

  const name = (input.name ?? '').trim();
  if (!name) throw new CreateAdminRefused('--name is required to create an account');
  if (name.length > 100) throw new CreateAdminRefused('Name must not exceed 100 characters');
  const password = (typeof input.password === 'function' ? await input.password() : input.password) ?? '';
  const problem = newPasswordProblem(password);
  if (problem) throw new CreateAdminRefused(problem);
  // hashed before the transaction, as at signup: argon2 must not hold a connection open
  const passwordHash = await new PasswordHasher().hash(password);
  try {
    return await withTransaction(db, async (m) => {
      const user = await m.save(m.create(UserEntity, { email, name, passwordHash, role: 'admin', plan: 'free', phone: null }));
      await m.insert(AuditLogEntity, { actorId: null, action: ADMIN_CREATED_ACTION, targetUserId: user.id, details: { by: OPERATOR, correlationId } });
      // as the demo seed does: other services (coins) treat every account alike. No role-changed
      // event: the role never changed, and a projection without a row trusts the token's role
      await enqueueEvent(m, IdentityEvents.userRegisteredV1, { userId: user.id, email, name, referralCode: null } satisfies UserRegisteredV1, { correlationId });
      return { outcome: 'created' as const, userId: user.id };
    });
  } catch (error) {
    // someone signed up with this email between the check and the insert
    if (isUniqueViolation(error)) throw new CreateAdminRefused(`An account with ${email} was created meanwhile. Run again with --promote to make it an admin.`);
    throw error;
  }
}

async function promote(db: DataSource, userId: string, correlationId: string): Promise<CreateAdminResult> {
  return withTransaction(db, async (m) => {
    // locked like the admin screen's change, so a concurrent change is applied before or after, never lost
    const user = await m.createQueryBuilder(UserEntity, 'u').setLock('pessimistic_write').where('u.id = :userId', { userId }).getOneOrFail();
    if (user.role === 'admin') return { outcome: 'already-admin' as const, userId };
    const fromRole = user.role;
    await m.update(UserEntity, { id: userId }, { role: 'admin' });
    await m.insert(AuditLogEntity, {
      actorId: null,
      action: ROLE_CHANGED_ACTION,
      targetUserId: userId,
      details: { fromRole, toRole: 'admin', by: OPERATOR, correlationId },
    });
    await enqueueEvent(m, IdentityEvents.roleChangedV1, { userId, fromRole, toRole: 'admin', changedBy: CHANGED_BY } satisfies RoleChangedV1, { correlationId });
    return { outcome: 'promoted' as const, userId, fromRole };
  });
}
