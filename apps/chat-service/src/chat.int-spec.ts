import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { ChatSubjects } from '@resellpk/contracts';
import { chatService } from './service';

describeServiceBoot(chatService, { healthSubject: ChatSubjects.health, tables: ['chat_rooms'] });
