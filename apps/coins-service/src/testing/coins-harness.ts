import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { coinsService } from '../service';

/** coins-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway calls it. */
export function startCoinsHarness(): Promise<ServiceHarness> {
  return startServiceHarness(coinsService, { dbPrefix: 'coins_test' });
}
