import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { ordersService } from '../service';

/** orders-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway calls it. */
export function startOrdersHarness(): Promise<ServiceHarness> {
  return startServiceHarness(ordersService, { dbPrefix: 'orders_test', env: { ORDERS_RECOVERY_JOB: '0' } });
}
