import { OutboxInboxMigration1732300000000 } from '@resellpk/backend-messaging';

/** Every migration of the chat database, oldest first. Never edit one that has shipped. */
export const migrations = [OutboxInboxMigration1732300000000];
