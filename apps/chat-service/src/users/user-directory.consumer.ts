import { Injectable } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, type UserRegisteredV1 } from '@resellpk/contracts';

/** chat's copy of users' names and emails, for the staff's Topup Chats list. */
@Injectable()
export class UserDirectoryConsumer {
  @OnEvent(IdentityEvents.userRegisteredV1)
  async registered(e: UserRegisteredV1, tx: Tx): Promise<void> {
    await tx.query(
      `INSERT INTO chat_users (user_id, name, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = now()`,
      [e.userId, e.name, e.email],
    );
  }
}
