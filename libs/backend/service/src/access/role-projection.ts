import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { IdentityEvents, ROLES, type EventEnvelope, type Role, type RoleChangedV1 } from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';
import { DATA_SOURCE } from '../bootstrap/tokens';
import { OnEvent } from '@resellpk/backend-messaging';
import { StaffAccess } from './staff-access';

/** `known_roles`: the latest role identity announced for each user whose role ever changed. */
export class RoleProjectionMigration1795400000000 implements MigrationInterface {
  name = 'RoleProjectionMigration1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "known_roles" (
        "user_id" uuid PRIMARY KEY,
        "role" text NOT NULL CHECK ("role" IN (${ROLES.map((r) => `'${r}'`).join(', ')})),
        "changed_at" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "known_roles"`);
  }
}

/**
 * SQL that is true while the role of a user's token still stands in `roles`: identity announced no
 * change since (no row), or a change to one of `roles`. `roleOf` answers the same per call; this
 * lets a statement that checks access and writes in one round trip ask it inside the statement.
 */
export function roleStillAmongSql(userIdParam: string, rolesParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM known_roles k WHERE k.user_id = ${userIdParam} AND k.role <> ALL(${rolesParam}::text[]))`;
}

/**
 * A service's copy of users' current roles, kept from identity's `user.role-changed.v1` events: the
 * worked example of consuming a durable event. Each event is applied once (the inbox row commits
 * with the upsert); an older event never overwrites a newer one (redeliveries can reorder).
 *
 * A user with no row never changed role since they registered, so the role in their token (issued
 * from the stored role) is still current: `roleOf` answers `undefined` and the token stands.
 */
@Injectable()
export class RoleProjection extends StaffAccess {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {
    super();
  }

  @OnEvent(IdentityEvents.roleChangedV1)
  async apply(change: RoleChangedV1, tx: Tx, envelope: EventEnvelope<RoleChangedV1>): Promise<void> {
    await tx.query(
      `INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, changed_at = EXCLUDED.changed_at
        WHERE known_roles.changed_at <= EXCLUDED.changed_at`,
      [change.userId, change.toRole, envelope.occurredAt],
    );
  }

  async roleOf(userId: string): Promise<Role | undefined> {
    const rows: Array<{ role: Role }> = await this.db.query(`SELECT role FROM known_roles WHERE user_id = $1`, [userId]);
    return rows[0]?.role;
  }
}
