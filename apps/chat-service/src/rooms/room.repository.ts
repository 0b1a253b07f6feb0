import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type {
  ChatRoomStatus,
  ChatRoomSummary,
  ChatRoomView,
  PaymentRequestCreatedV1,
  PaymentRequestStatus,
  StaffChatRoomSummary,
  StaffRoomSort,
} from '@resellpk/contracts';

export interface RoomRow {
  id: string;
  user_id: string;
  status: ChatRoomStatus;
  payment_request_id: string;
  payment_amount_paisa: string | number;
  payment_status: PaymentRequestStatus;
  reference_code: string;
  payment_method_id: string;
  payment_method_name: string;
  payment_created_at: Date;
  created_at: Date;
  last_message_time: Date | null;
}
type SummaryRow = RoomRow & { unread_count: number; user_name?: string | null; user_email?: string | null };

const ROOM_COLUMNS = `r.id, r.user_id, r.status, r.payment_request_id, r.payment_amount_paisa, r.payment_status, r.reference_code,
  r.payment_method_id, r.payment_method_name, r.payment_created_at, r.created_at, r.last_message_time`;

/** Unread for the owner: what staff or the system sent; for staff: what the owner sent. */
const OWNER_UNREAD = `(SELECT count(*)::int FROM chat_messages m WHERE m.chat_room_id = r.id AND NOT m.is_read AND m.sender_id IS DISTINCT FROM r.user_id)`;
const STAFF_UNREAD = `(SELECT count(*)::int FROM chat_messages m WHERE m.chat_room_id = r.id AND NOT m.is_read AND m.sender_id = r.user_id)`;

/** ORDER BY of each Topup Chats sort: newest request first, or the open request waiting longest first (decided ones last). */
const STAFF_ORDER: Record<StaffRoomSort, string> = {
  newest: `r.payment_created_at DESC, r.id DESC`,
  waiting: `(r.payment_status IN ('pending', 'under_review')) DESC, r.payment_created_at ASC, r.id ASC`,
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRoomView(r: RoomRow): ChatRoomView {
  return {
    id: r.id,
    userId: r.user_id,
    status: r.status,
    payment: {
      paymentRequestId: r.payment_request_id,
      amountPaisa: Number(r.payment_amount_paisa),
      status: r.payment_status,
      referenceCode: r.reference_code,
      paymentMethodId: r.payment_method_id,
      paymentMethodName: r.payment_method_name,
      createdAt: new Date(r.payment_created_at).toISOString(),
    },
    createdAt: new Date(r.created_at).toISOString(),
  };
}
function toSummary(r: SummaryRow): ChatRoomSummary {
  return { ...toRoomView(r), unreadCount: r.unread_count, lastMessageTime: iso(r.last_message_time) };
}

/** Every query on `chat_rooms`. Writes take a `Tx` (withTransaction), so they cannot run outside a transaction. */
@Injectable()
export class RoomRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async count(db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM chat_rooms`);
    return row.n;
  }

  async find(id: string, db: Reader = this.db): Promise<RoomRow | undefined> {
    const [row]: RoomRow[] = await db.query(`SELECT ${ROOM_COLUMNS} FROM chat_rooms r WHERE r.id = $1`, [id]);
    return row;
  }

  /**
   * The room, locked for the rest of the transaction: a post checks the request's status under
   * this lock, so it cannot slip in while a rejection (which takes FOR UPDATE) commits. NO KEY
   * UPDATE, not SHARE: the post then updates the room's last message time, and two posts that
   * each held a share lock and wanted to upgrade it would deadlock.
   */
  async lockForPost(tx: Tx, id: string): Promise<RoomRow | undefined> {
    const [row]: RoomRow[] = await tx.query(`SELECT ${ROOM_COLUMNS} FROM chat_rooms r WHERE r.id = $1 FOR NO KEY UPDATE`, [id]);
    return row;
  }

  /** The room of a payment request, locked for the rest of the transaction (status events serialise on it). */
  async lockByPaymentRequest(tx: Tx, paymentRequestId: string): Promise<RoomRow | undefined> {
    const [row]: RoomRow[] = await tx.query(`SELECT ${ROOM_COLUMNS} FROM chat_rooms r WHERE r.payment_request_id = $1 FOR UPDATE`, [paymentRequestId]);
    return row;
  }

  /** Opens the room of a new payment request; undefined when it exists already. */
  async create(tx: Tx, e: PaymentRequestCreatedV1): Promise<RoomRow | undefined> {
    const [row]: RoomRow[] = await tx.query(
      `INSERT INTO chat_rooms AS r (id, user_id, payment_request_id, payment_amount_paisa, payment_status, reference_code,
                              payment_method_id, payment_method_name, payment_created_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8)
       ON CONFLICT DO NOTHING
       RETURNING ${ROOM_COLUMNS}`,
      [e.chatRoomId, e.userId, e.requestId, e.amountPaisa, e.referenceCode, e.paymentMethodId, e.paymentMethodName, e.createdAt],
    );
    return row;
  }

  /**
   * Moves the summary's status forward only (pending -> under_review -> approved|rejected): an
   * event redelivered late never takes a decided request back.
   */
  async advanceStatus(tx: Tx, roomId: string, to: PaymentRequestStatus, from: PaymentRequestStatus[]): Promise<boolean> {
    const rows = await returningRows(tx, `UPDATE chat_rooms SET payment_status = $2 WHERE id = $1 AND payment_status = ANY($3) RETURNING id`, [roomId, to, from]);
    return rows.length > 0;
  }

  /** The user's own rooms with what they have not read, newest first. */
  async listForOwner(userId: string): Promise<ChatRoomSummary[]> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${ROOM_COLUMNS}, ${OWNER_UNREAD} AS unread_count
         FROM chat_rooms r WHERE r.user_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
      [userId],
    );
    return rows.map(toSummary);
  }

  /**
   * One page of staff's Topup Chats (every room, or those whose request has `status`) and how many
   * match in all. The id breaks ties so a page never repeats or skips a room of the same instant.
   */
  async listForStaff(q: { status: PaymentRequestStatus | null; sort: StaffRoomSort; limit: number; offset: number }): Promise<{ items: StaffChatRoomSummary[]; total: number }> {
    const [{ total }]: Array<{ total: number }> = await this.db.query(
      `SELECT count(*)::int AS total FROM chat_rooms r WHERE $1::text IS NULL OR r.payment_status = $1`,
      [q.status],
    );
    const rows: SummaryRow[] = await this.db.query(
      `SELECT ${ROOM_COLUMNS}, ${STAFF_UNREAD} AS unread_count, u.name AS user_name, u.email AS user_email
         FROM chat_rooms r LEFT JOIN chat_users u ON u.user_id = r.user_id
        WHERE $1::text IS NULL OR r.payment_status = $1
        ORDER BY ${STAFF_ORDER[q.sort]} LIMIT $2 OFFSET $3`,
      [q.status, q.limit, q.offset],
    );
    return { items: rows.map((r) => ({ ...toSummary(r), userName: r.user_name ?? null, userEmail: r.user_email ?? null })), total };
  }

  /** Messages the given side has not read in the room. */
  async unreadFor(roomId: string, side: 'owner' | 'staff', db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(
      `SELECT ${side === 'owner' ? OWNER_UNREAD : STAFF_UNREAD} AS n FROM chat_rooms r WHERE r.id = $1`,
      [roomId],
    );
    return row?.n ?? 0;
  }
}
