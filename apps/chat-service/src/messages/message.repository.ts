import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { OUTBOX_COLUMNS, outboxValues } from '@resellpk/backend-messaging';
import { DATA_SOURCE, roleStillAmongSql } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import { STAFF_ROLES, type ChatMessageType, type ChatMessageView, type EventEnvelope, type MessagePostedV1 } from '@resellpk/contracts';
import type { Side } from '../rooms/room-access';

export interface MessageRow {
  id: string;
  chat_room_id: string;
  sender_id: string | null;
  message_type: ChatMessageType;
  content: string;
  file_url: string | null;
  is_read: boolean;
  created_at: Date;
}
const COLUMNS = `id, chat_room_id, sender_id, message_type, content, file_url, is_read, created_at`;

export function toMessageView(m: MessageRow): ChatMessageView {
  return {
    id: m.id,
    chatRoomId: m.chat_room_id,
    senderId: m.sender_id,
    messageType: m.message_type,
    content: m.content,
    fileUrl: m.file_url,
    isRead: m.is_read,
    createdAt: new Date(m.created_at).toISOString(),
  };
}

export interface NewMessage {
  senderId: string | null;
  messageType: ChatMessageType;
  content: string;
  fileUrl?: string | null;
}

/**
 * What a side receives: the owner receives everything not sent by the owner (staff and system);
 * staff receive what the owner sent. One `is_read` per message is enough because each message
 * has exactly one receiving side.
 */
const RECEIVED_BY = {
  owner: `sender_id IS DISTINCT FROM $2`,
  staff: `sender_id = $2`,
} as const satisfies Record<Side, string>;

/** A person's text message, written by `postText` with its event. */
export interface TextPost {
  roomId: string;
  senderId: string;
  /** the caller's token says staff (the statement checks that identity has not said otherwise since) */
  tokenSaysStaff: boolean;
  /** `chat.message.posted.v1` for the message; the statement fills in `roomUserId` from the room */
  event: EventEnvelope<MessagePostedV1>;
}

/** What `postText` found: no row when the room does not exist; `event` only when the message was written. */
export interface TextPostOutcome {
  allowed: boolean;
  payment_status: string | null;
  status: string;
  event: EventEnvelope<MessagePostedV1> | null;
}

/** The longest thread one call returns; a client pages on with afterId. */
const PAGE = 1000;

@Injectable()
export class MessageRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Inserts the message and moves the room's last message time, in one statement (the hot path of a busy chat). */
  async insert(tx: Tx, roomId: string, m: NewMessage): Promise<MessageRow> {
    const [row]: MessageRow[] = await tx.query(
      `WITH m AS (
         INSERT INTO chat_messages (chat_room_id, sender_id, message_type, content, file_url)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}
       ), touched AS (
         UPDATE chat_rooms r SET last_message_time = GREATEST(COALESCE(r.last_message_time, m.created_at), m.created_at)
           FROM m WHERE r.id = m.chat_room_id
       )
       SELECT * FROM m`,
      [roomId, m.senderId, m.messageType, m.content, m.fileUrl ?? null],
    );
    return row;
  }

  /**
   * The hot path of a busy chat as one statement, committed on its own (one round trip instead of
   * six): locks the room, checks that the sender may write there (its owner, or staff whose role
   * still stands) and that it still takes messages, inserts the message, moves the room's last
   * message time and writes the event to the outbox. A failed check writes nothing; the row says
   * which failed.
   */
  async postText(p: TextPost): Promise<TextPostOutcome | undefined> {
    const data = p.event.data;
    const [row]: TextPostOutcome[] = await this.db.query(
      `WITH room AS (
         SELECT r.id, r.user_id, r.payment_status, r.status,
                (r.user_id = $2 OR ($3::boolean AND ${roleStillAmongSql('$2', '$4')})) AS allowed
           FROM chat_rooms r WHERE r.id = $1 FOR NO KEY UPDATE
       ), m AS (
         INSERT INTO chat_messages (id, chat_room_id, sender_id, message_type, content, created_at)
         SELECT $5, room.id, $2, 'text', $6, $7 FROM room
          WHERE room.allowed AND room.payment_status IS DISTINCT FROM 'rejected' AND room.status <> 'closed'
         RETURNING created_at
       ), touched AS (
         UPDATE chat_rooms r SET last_message_time = GREATEST(COALESCE(r.last_message_time, m.created_at), m.created_at)
           FROM m WHERE r.id = $1
       ), event AS (
         INSERT INTO outbox (${OUTBOX_COLUMNS})
         SELECT $8, $9, jsonb_set($10::jsonb, '{data,roomUserId}', to_jsonb(room.user_id)), $11::jsonb FROM m, room
         RETURNING envelope
       )
       SELECT room.allowed, room.payment_status, room.status, event.envelope AS event FROM room LEFT JOIN event ON true`,
      [p.roomId, p.senderId, p.tokenSaysStaff, [...STAFF_ROLES], data.messageId, data.content, data.createdAt, ...outboxValues(p.event)],
    );
    return row;
  }

  /** Oldest first; with `afterSeq`, only the messages after that one. */
  list(roomId: string, afterSeq: string | null, db: Reader = this.db): Promise<MessageRow[]> {
    return db.query(
      `SELECT ${COLUMNS} FROM chat_messages
        WHERE chat_room_id = $1 AND ($2::bigint IS NULL OR seq > $2)
        ORDER BY seq LIMIT ${PAGE}`,
      [roomId, afterSeq],
    );
  }

  /** The position of a message in its room, or undefined when it is not one of the room's. */
  async seqOf(roomId: string, messageId: string, db: Reader = this.db): Promise<string | undefined> {
    const [row]: Array<{ seq: string }> = await db.query(`SELECT seq FROM chat_messages WHERE id = $1 AND chat_room_id = $2`, [messageId, roomId]);
    return row?.seq;
  }

  /** Marks read what `side` received in the room; returns how many changed. */
  async markRead(tx: Tx, roomId: string, ownerId: string, side: Side): Promise<number> {
    const rows = await returningRows(
      tx,
      `UPDATE chat_messages SET is_read = true WHERE chat_room_id = $1 AND NOT is_read AND ${RECEIVED_BY[side]} RETURNING id`,
      [roomId, ownerId],
    );
    return rows.length;
  }

  /** Whether the room already has the welcome (the spec: a system message containing "Welcome"). */
  async hasWelcome(tx: Tx, roomId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM chat_messages WHERE chat_room_id = $1 AND message_type = 'system' AND content LIKE '%Welcome%' LIMIT 1`,
      [roomId],
    );
    return rows.length > 0;
  }
}
