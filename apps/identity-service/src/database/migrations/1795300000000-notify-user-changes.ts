import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyOnChangeSql } from '@resellpk/backend-persistence';
import { USER_CHANGES_CHANNEL } from '../../profile/profile-cache';

const sql = notifyOnChangeSql('users', USER_CHANGES_CHANNEL);

/**
 * Every update or delete of a user notifies USER_CHANGES_CHANNEL with the user's id, so the
 * profile cache of every identity-service instance drops it, whichever code (or SQL) wrote it.
 */
export class NotifyUserChanges1795300000000 implements MigrationInterface {
  name = 'NotifyUserChanges1795300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of sql.up) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const statement of sql.down) await q.query(statement);
  }
}
