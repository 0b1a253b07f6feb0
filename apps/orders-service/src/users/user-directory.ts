import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, OnEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, type UserRegisteredV1 } from '@resellpk/contracts';

/** orders' copy of users' names and emails (identity's registrations): resellers on the staff's order list, staff in order histories. */
@Injectable()
export class UserDirectory {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  @OnEvent(IdentityEvents.userRegisteredV1)
  async registered(e: UserRegisteredV1, tx: Tx): Promise<void> {
    await tx.query(
      `INSERT INTO order_users (user_id, name, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()`,
      [e.userId, e.name, e.email],
    );
  }

  async of(userIds: string[]): Promise<Map<string, { name: string; email: string }>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: string; name: string; email: string }> = await this.db.query(
      `SELECT user_id, name, email FROM order_users WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((r) => [r.user_id, { name: r.name, email: r.email }]));
  }
}
