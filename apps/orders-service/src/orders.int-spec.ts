import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { OrdersSubjects } from '@resellpk/contracts';
import { ordersService } from './service';

describeServiceBoot(ordersService, { healthSubject: OrdersSubjects.health, tables: ['orders'] });
