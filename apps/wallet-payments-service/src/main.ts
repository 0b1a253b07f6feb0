import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import { walletPaymentsService } from './service';

void bootstrapService(walletPaymentsService);
