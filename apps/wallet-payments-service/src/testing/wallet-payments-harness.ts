import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { walletPaymentsService } from '../service';

/** wallet-payments-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway calls it. */
export function startWalletPaymentsHarness(): Promise<ServiceHarness> {
  return startServiceHarness(walletPaymentsService, { dbPrefix: 'wallet_payments_test' });
}
