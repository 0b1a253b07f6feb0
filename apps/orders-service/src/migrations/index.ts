import { OutboxInboxMigration1732300000000 } from '@resellpk/backend-messaging';
import { CreateOrders1733100001000 } from './1733100001000-create-orders';

/** Every migration of the orders database, oldest first. Never edit one that has shipped. */
export const migrations = [OutboxInboxMigration1732300000000, CreateOrders1733100001000];
