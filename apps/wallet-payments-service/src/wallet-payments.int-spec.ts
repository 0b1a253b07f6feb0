import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { WalletPaymentsSubjects } from '@resellpk/contracts';
import { walletPaymentsService } from './service';

// the boot suite reads process.env: no expiry job on the shared Redis's default queue from here
process.env.PAYMENT_EXPIRY_JOB = '0';

describeServiceBoot(walletPaymentsService, {
  healthSubject: WalletPaymentsSubjects.health,
  tables: ['wallets', 'wallet_transactions', 'payment_methods', 'payment_method_wallets', 'payment_requests', 'audit_log'],
});
