import type { EntityTarget } from '@resellpk/backend-persistence';
import { CreateOrders1733100001000 } from './migrations/1733100001000-create-orders';
import { CheckoutSaga1795600000000 } from './migrations/1795600000000-checkout-saga';
import { OrderAllowance1795700000000 } from './migrations/1795700000000-order-allowance';
import { OrderAuditLog1796100000000 } from './migrations/1796100000000-order-audit-log';
import { AuditLogAppendOnly1796400000000 } from './migrations/1796400000000-audit-log-append-only';
import { SavedCarts1796500000000 } from './migrations/1796500000000-saved-carts';

/** The orders database. The services query with SQL through repositories; no entities needed. */
export const ordersEntities: EntityTarget[] = [];
/** Every migration of the orders database, oldest first. Never edit one that has shipped. */
export const ordersMigrations = [CreateOrders1733100001000, CheckoutSaga1795600000000, OrderAllowance1795700000000, OrderAuditLog1796100000000, AuditLogAppendOnly1796400000000, SavedCarts1796500000000];
