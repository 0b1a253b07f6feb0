import type { EntityTarget } from '@resellpk/backend-persistence';
import { CreateOrders1733100001000 } from './migrations/1733100001000-create-orders';

/** The orders database. The services query with SQL through repositories; no entities needed yet. */
export const ordersEntities: EntityTarget[] = [];
/** Every migration of the orders database, oldest first. Never edit one that has shipped. */
export const ordersMigrations = [CreateOrders1733100001000];
