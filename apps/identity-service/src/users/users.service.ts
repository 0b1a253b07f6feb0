import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { enqueueEvent, fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import {
  IdentityEvents,
  ROLES,
  type ChangeRoleRequest,
  type Profile,
  type RequestContext,
  type Role,
  type RoleChangedV1,
} from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { AuditLogEntity } from './audit-log.entity';
import { toProfile } from './profile.mapper';
import { isRoleChangeAllowed } from './role-transitions';
import { UserEntity } from './user.entity';

export const ROLE_CHANGED_ACTION = 'user.role_changed';

@Injectable()
export class UsersService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly staff: StaffAccess,
  ) {}

  async listUsers(ctx: RequestContext): Promise<Profile[]> {
    await this.staff.require(ctx, 'admin');
    const users = await this.db.getRepository(UserEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return users.map(toProfile);
  }

  async changeRole(req: ChangeRoleRequest, ctx: RequestContext): Promise<Profile> {
    const actorId = await this.staff.require(ctx, 'admin');
    const targetId = req?.userId;
    const toRole = req?.role as Role;
    if (!(ROLES as readonly string[]).includes(toRole)) fail('VALIDATION', MSG.roleChangeNotAllowed, 'role');
    if (targetId === actorId) fail('FORBIDDEN', MSG.ownRoleChange);
    if (!isUuid(targetId)) fail('NOT_FOUND', MSG.userNotFound);

    const profile = await withTransaction(this.db, async (m) => {
      // lock the target so two admins clicking at once apply one transition, checked against the latest role
      const user = await m
        .createQueryBuilder(UserEntity, 'u')
        .setLock('pessimistic_write')
        .where('u.id = :targetId', { targetId })
        .getOne();
      if (!user) fail('NOT_FOUND', MSG.userNotFound);
      const fromRole = user.role;
      if (!isRoleChangeAllowed(fromRole, toRole)) fail('VALIDATION', MSG.roleChangeNotAllowed, 'role');

      await m.update(UserEntity, { id: user.id }, { role: toRole });
      await m.insert(AuditLogEntity, {
        actorId,
        action: ROLE_CHANGED_ACTION,
        targetUserId: user.id,
        details: { fromRole, toRole, correlationId: ctx.correlationId },
      });
      await enqueueEvent(
        m,
        IdentityEvents.roleChangedV1,
        { userId: user.id, fromRole, toRole, changedBy: actorId } satisfies RoleChangedV1,
        { correlationId: ctx.correlationId },
      );
      return toProfile({ ...user, role: toRole });
    });
    this.nudgeOutbox();
    return profile;
  }

}
