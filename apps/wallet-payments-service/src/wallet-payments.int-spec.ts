import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { WalletPaymentsSubjects } from '@resellpk/contracts';
import { walletPaymentsService } from './service';

describeServiceBoot(walletPaymentsService, { healthSubject: WalletPaymentsSubjects.health, tables: ['wallets'] });
