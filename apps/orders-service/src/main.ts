import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import { ordersService } from './service';

void bootstrapService(ordersService);
