import { Inject, Injectable, type Provider } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, type UserRegisteredV1 } from '@resellpk/contracts';
import { DATA_SOURCE } from '../bootstrap/tokens';
import { OnEvent } from '@resellpk/backend-messaging';

/** The table a service keeps its copy of users in (user_id uuid primary key, name, email, updated_at). */
export const USER_DIRECTORY_TABLE = Symbol('USER_DIRECTORY_TABLE');

export interface DirectoryEntry {
  name: string;
  email: string;
}

/**
 * A service's copy of users' names and emails, kept from identity's `user.registered.v1` events, so
 * it can show who a reseller or a staff member is without asking identity on every read. Each
 * service owns its table (orders' `order_users`, chat's `chat_users`); the consumer and the lookup
 * are this one. An event is applied once (its inbox row commits with the upsert).
 */
@Injectable()
export class UserDirectory {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(USER_DIRECTORY_TABLE) private readonly table: string,
  ) {
    // a table name goes into the SQL text: only a plain identifier
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`user directory table ${JSON.stringify(table)} is not a plain identifier`);
  }

  @OnEvent(IdentityEvents.userRegisteredV1)
  async registered(e: UserRegisteredV1, tx: Tx): Promise<void> {
    await tx.query(
      `INSERT INTO ${this.table} (user_id, name, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()`,
      [e.userId, e.name, e.email],
    );
  }

  /** The names and emails of the users among `userIds` the service has heard of. */
  async of(userIds: string[]): Promise<Map<string, DirectoryEntry>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: string; name: string; email: string }> = await this.db.query(
      `SELECT user_id, name, email FROM ${this.table} WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((r) => [r.user_id, { name: r.name, email: r.email }]));
  }
}

/** The providers of a service's user directory, kept in its own `table`. */
export function userDirectoryProviders(table: string): Provider[] {
  return [UserDirectory, { provide: USER_DIRECTORY_TABLE, useValue: table }];
}
