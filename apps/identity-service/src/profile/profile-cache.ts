import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { NotifiedCache } from '@resellpk/backend-persistence';
import type { ProfileRow } from '../users/profile.mapper';
import { DATA_SOURCE } from '@resellpk/backend-service';

/** Channel the users trigger notifies (migration NotifyUserChanges). */
export const USER_CHANGES_CHANNEL = 'identity_user_changed';

/**
 * Profiles by user id for GET /me, the hottest read of the product (every page load and every
 * session refresh asks it). Entries are dropped by the users table's trigger (NotifiedCache), so
 * role changes, plan upgrades and expiries, profile edits and password resets, from any instance
 * or from plain SQL, are seen at once.
 */
@Injectable()
export class ProfileCache extends NotifiedCache<ProfileRow> implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(DATA_SOURCE) db: DataSource) {
    super({
      channel: USER_CHANGES_CHANNEL,
      connection: { connectionString: (db.options as { url?: string }).url },
      max: 100_000,
      ttlMs: 5 * 60_000,
      logger: new Logger('ProfileCache'),
    });
  }

  onModuleInit(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
