import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import { catalogService } from './service';

void bootstrapService(catalogService);
