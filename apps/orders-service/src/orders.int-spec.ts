import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { OrdersSubjects } from '@resellpk/contracts';
import { ordersService } from './service';

// the boot suite reads process.env: no recovery job on the shared Redis's default queue from here
process.env.ORDERS_RECOVERY_JOB = '0';

describeServiceBoot(ordersService, { healthSubject: OrdersSubjects.health, tables: ['orders', 'order_items', 'order_status_history', 'order_users'] });
