import type { EntityTarget } from '@resellpk/backend-persistence';
import { CreateDiscountCoins1795439855259 } from './migrations/1795439855259-create-discount-coins';
import { CoinLedger1795500000000 } from './migrations/1795500000000-coin-ledger';
import { OrderSpendsDelivered1795600002000 } from './migrations/1795600002000-order-spends-delivered';

/** The coins database. The services query with SQL through repositories; no entities needed. */
export const coinsEntities: EntityTarget[] = [];
/** Every migration of the coins database, oldest first. Never edit one that has shipped. */
export const coinsMigrations = [CreateDiscountCoins1795439855259, CoinLedger1795500000000, OrderSpendsDelivered1795600002000];
