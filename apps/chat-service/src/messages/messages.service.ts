import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, newEnvelope, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireUserId } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { ChatEvents, type ChatMessageView, type ListMessagesQuery, type PostMessage, type RequestContext, type RoomRef } from '@resellpk/contracts';
import { CHAT_MSG, MAX_MESSAGE_LENGTH } from '../chat-texts';
import { RoomAccess } from '../rooms/room-access';
import { RoomRepository } from '../rooms/room.repository';
import { MessageRepository, toMessageView } from './message.repository';

const LONE_SURROGATE = /\p{Surrogate}/u;

/** A room's thread: read (marking what the caller's side received as read) and post. */
@Injectable()
export class MessagesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly access: RoomAccess,
    private readonly messages: MessageRepository,
    private readonly rooms: RoomRepository,
  ) {}

  async list(query: ListMessagesQuery, ctx: RequestContext): Promise<ChatMessageView[]> {
    const { room, side } = await this.access.open(ctx, query?.roomId);
    let afterSeq: string | null = null;
    if (query.afterId !== undefined && query.afterId !== null && query.afterId !== '') {
      // a message of another room (or none) is refused rather than silently ignored
      afterSeq = (isUuid(query.afterId) && (await this.messages.seqOf(room.id, query.afterId))) || null;
      if (!afterSeq) fail('VALIDATION', CHAT_MSG.badAfterId, 'afterId');
    }
    const rows = await withTransaction(this.db, async (tx) => {
      await this.messages.markRead(tx, room.id, room.user_id, side);
      return this.messages.list(room.id, afterSeq, tx);
    });
    return rows.map(toMessageView);
  }

  async post(req: PostMessage, ctx: RequestContext): Promise<ChatMessageView> {
    const content = typeof req?.content === 'string' ? req.content.trim() : '';
    if (!content) fail('VALIDATION', CHAT_MSG.messageEmpty, 'content');
    if (content.length > MAX_MESSAGE_LENGTH) fail('VALIDATION', CHAT_MSG.messageTooLong, 'content');
    // half of a UTF-16 pair: no keyboard types one, and PostgreSQL's jsonb (the event) refuses it
    if (LONE_SURROGATE.test(content)) fail('VALIDATION', CHAT_MSG.messageMalformed, 'content');
    const userId = requireUserId(ctx);
    const roomId = req.roomId;
    if (!isUuid(roomId)) fail('NOT_FOUND', CHAT_MSG.roomNotFound);
    const view: ChatMessageView = {
      id: randomUUID(),
      chatRoomId: roomId.toLowerCase(),
      senderId: userId,
      messageType: 'text',
      content,
      fileUrl: null,
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    const event = newEnvelope(
      ChatEvents.messagePostedV1,
      // roomUserId is the room's owner: the statement, which reads the room, fills it in
      { messageId: view.id, chatRoomId: view.chatRoomId, roomUserId: '', senderId: userId, messageType: 'text', content, fileUrl: null, createdAt: view.createdAt },
      { correlationId: ctx.correlationId },
    );
    // one statement checks access and state under the room's lock and writes (the hot path of a busy chat)
    const outcome = await this.messages.postText({ roomId: view.chatRoomId, senderId: userId, tokenSaysStaff: this.access.tokenSaysStaff(ctx), event });
    // anyone else gets NOT_FOUND, exactly as for a room that does not exist
    if (!outcome?.allowed) fail('NOT_FOUND', CHAT_MSG.roomNotFound);
    // the spec disables the input of a rejected request; the server refuses too
    if (outcome.payment_status === 'rejected') fail('CONFLICT', CHAT_MSG.roomRejected);
    if (outcome.status === 'closed' || !outcome.event) fail('CONFLICT', CHAT_MSG.roomClosed);
    this.nudgeOutbox([outcome.event]);
    return view;
  }

  async markRead(req: RoomRef, ctx: RequestContext): Promise<{ unreadCount: number }> {
    const { room, side } = await this.access.open(ctx, req?.roomId);
    return withTransaction(this.db, async (tx) => {
      await this.messages.markRead(tx, room.id, room.user_id, side);
      return { unreadCount: await this.rooms.unreadFor(room.id, side, tx) };
    });
  }
}
