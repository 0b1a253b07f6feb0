import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { chatService } from '../service';

/** chat-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway calls it. */
export function startChatHarness(): Promise<ServiceHarness> {
  return startServiceHarness(chatService, { dbPrefix: 'chat_test' });
}
