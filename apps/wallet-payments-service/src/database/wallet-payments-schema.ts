import type { EntityTarget } from '@resellpk/backend-persistence';
import { SERVICES } from '@resellpk/contracts';
import { CreateWallets1795439870589 } from './migrations/1795439870589-create-wallets';
import { LedgerMethodsRequests1795500000000 } from './migrations/1795500000000-ledger-methods-requests';
import { DemoTopUpOwners1795500001000 } from './migrations/1795500001000-demo-top-up-owners';
import { PayoutAccountsWithdrawals1795600000000 } from './migrations/1795600000000-payout-accounts-withdrawals';
import { PayoutNumbersSealed1796200000000 } from './migrations/1796200000000-payout-numbers-sealed';
import { TopUpKeysAndProofViews1796300000000 } from './migrations/1796300000000-top-up-keys-and-proof-views';
import { AuditLogAppendOnly1796400000000 } from './migrations/1796400000000-audit-log-append-only';
import { TopUpSubmittedAt1796600000000 } from './migrations/1796600000000-top-up-submitted-at';

export const WALLET_PAYMENTS_DB_NAME = SERVICES.walletPayments.database;
/** The wallet_payments database. The services query with SQL through repositories; no entities needed. */
export const walletPaymentsEntities: EntityTarget[] = [];
/** Every migration of the wallet_payments database, oldest first. Never edit one that has shipped. */
export const walletPaymentsMigrations = [CreateWallets1795439870589, LedgerMethodsRequests1795500000000, DemoTopUpOwners1795500001000, PayoutAccountsWithdrawals1795600000000, PayoutNumbersSealed1796200000000, TopUpKeysAndProofViews1796300000000, AuditLogAppendOnly1796400000000, TopUpSubmittedAt1796600000000];
