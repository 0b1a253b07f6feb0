import { Injectable } from '@nestjs/common';
import { enqueueEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { ChatEvents, type ChatMessageView } from '@resellpk/contracts';
import { MessageRepository, toMessageView, type NewMessage } from './message.repository';

/**
 * The one way a message enters a room, for people and for the system alike: the row, the room's
 * last message time and `chat.message.posted.v1` (the gateway relays it live) commit together.
 */
@Injectable()
export class MessageWriter {
  constructor(private readonly messages: MessageRepository) {}

  async post(tx: Tx, room: { id: string; user_id: string }, message: NewMessage, correlationId: string): Promise<ChatMessageView> {
    const view = toMessageView(await this.messages.insert(tx, room.id, message));
    await enqueueEvent(
      tx,
      ChatEvents.messagePostedV1,
      {
        messageId: view.id,
        chatRoomId: view.chatRoomId,
        roomUserId: room.user_id,
        senderId: view.senderId,
        messageType: view.messageType,
        content: view.content,
        fileUrl: view.fileUrl,
        createdAt: view.createdAt,
      },
      { correlationId },
    );
    return view;
  }
}
