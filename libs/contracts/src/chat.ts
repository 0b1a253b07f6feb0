import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

/** chat-service's request-reply subjects (`chat.<verb>`) and their contracts. */
export interface ChatCommands {
  'chat.health': Command<NoData, ServiceHealth>;
  /** staff: how many chat_rooms rows exist */
  'chat.countRooms': Command<NoData, { total: number }>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const CHAT_CALLERS = {
  'chat.health': ['gateway'],
  'chat.countRooms': ['gateway'],
} as const satisfies CallersOf<ChatCommands>;

export const ChatSubjects = subjectsOf<ChatCommands, 'chat'>('chat', CHAT_CALLERS);

/** The events of chat-service (stream CHAT, `chat.<entity>.<event>.v<N>`) and their payloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- events are declared here as they ship
export interface ChatEventMap {}
export const ChatEvents = {} as const satisfies Record<string, keyof ChatEventMap>;
/** Which services consume each event (one durable consumer each). */
export const CHAT_EVENT_CONSUMERS = {} as const satisfies ConsumersOf<ChatEventMap>;
