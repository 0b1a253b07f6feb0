import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, fail, isUuid, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { withTransaction } from '@resellpk/backend-persistence';
import type { ChatMessageView, ListMessagesQuery, PostMessage, RequestContext, RoomRef } from '@resellpk/contracts';
import { CHAT_MSG, MAX_MESSAGE_LENGTH } from '../chat-texts';
import { RoomAccess } from '../rooms/room-access';
import { RoomRepository } from '../rooms/room.repository';
import { MessageRepository, toMessageView } from './message.repository';
import { MessageWriter } from './message-writer';

/** A room's thread: read (marking what the caller's side received as read) and post. */
@Injectable()
export class MessagesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly access: RoomAccess,
    private readonly messages: MessageRepository,
    private readonly rooms: RoomRepository,
    private readonly writer: MessageWriter,
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
    const { room, userId } = await this.access.open(ctx, req.roomId);
    // the spec disables the input of a rejected request; the server refuses too
    if (room.payment_status === 'rejected') fail('CONFLICT', CHAT_MSG.roomRejected);
    if (room.status === 'closed') fail('CONFLICT', CHAT_MSG.roomClosed);
    const view = await withTransaction(this.db, (tx) =>
      this.writer.post(tx, room, { senderId: userId, messageType: 'text', content }, ctx.correlationId),
    );
    this.nudgeOutbox();
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
