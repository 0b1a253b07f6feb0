import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import { chatService } from './service';

void bootstrapService(chatService);
