import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import { coinsService } from './service';

void bootstrapService(coinsService);
