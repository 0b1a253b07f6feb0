import { describeServiceBoot } from '@resellpk/backend-service-testing';
import { ChatSubjects } from '@resellpk/contracts';
import { chatService } from './service';

describeServiceBoot(chatService, {
  healthSubject: ChatSubjects.health,
  tables: ['chat_rooms', 'chat_messages', 'chat_templates', 'chat_users', 'user_notifications', 'known_roles'],
});
