import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-service';
import { chatService } from './service';

// the platform runs the migrations before it listens on NATS, and stops cleanly on SIGTERM
void bootstrapService(chatService);
