import type { EntityTarget } from '@resellpk/backend-persistence';
import { CreateWallets1795439870589 } from './migrations/1795439870589-create-wallets';

/** The wallet_payments database. The services query with SQL through repositories; no entities needed yet. */
export const walletPaymentsEntities: EntityTarget[] = [];
/** Every migration of the wallet_payments database, oldest first. Never edit one that has shipped. */
export const walletPaymentsMigrations = [CreateWallets1795439870589];
