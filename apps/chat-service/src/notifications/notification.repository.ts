import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { NotificationType, NotificationView } from '@resellpk/contracts';

export interface NotificationRow {
  id: string;
  user_id: string;
  title: string;
  message: string;
  notification_type: NotificationType;
  is_read: boolean;
  metadata: NotificationView['metadata'];
  product_id: string | null;
  created_at: Date;
}
const COLUMNS = `id, user_id, title, message, notification_type, is_read, metadata, product_id, created_at`;

export function toNotificationView(n: NotificationRow): NotificationView {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    notificationType: n.notification_type,
    isRead: n.is_read,
    metadata: n.metadata ?? {},
    productId: n.product_id,
    createdAt: new Date(n.created_at).toISOString(),
  };
}

export interface NewNotificationRow {
  userId: string;
  title: string;
  message: string;
  notificationType: NotificationType;
  metadata: NotificationView['metadata'];
  productId: string | null;
  sourceKey: string;
}


@Injectable()
export class NotificationRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Inserts the rows whose (user, source key) is new; returns only those. */
  insertNew(tx: Tx, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
    return tx.query(
      `INSERT INTO user_notifications (user_id, title, message, notification_type, metadata, product_id, source_key)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::uuid[], $7::text[])
       ON CONFLICT (user_id, source_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        rows.map((r) => r.userId),
        rows.map((r) => r.title),
        rows.map((r) => r.message),
        rows.map((r) => r.notificationType),
        rows.map((r) => JSON.stringify(r.metadata)),
        rows.map((r) => r.productId),
        rows.map((r) => r.sourceKey),
      ],
    );
  }

  /**
   * Newest first after the notification `afterId` (keyset on its stored created_at, id: exact to
   * the microsecond), `limit + 1` rows so the caller knows whether a next page exists.
   */
  page(userId: string, afterId: string | null, limit: number): Promise<NotificationRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM user_notifications n
        WHERE n.user_id = $1
          AND ($2::uuid IS NULL OR (n.created_at, n.id) < (SELECT c.created_at, c.id FROM user_notifications c WHERE c.id = $2 AND c.user_id = $1))
        ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
      [userId, afterId, limit + 1],
    );
  }

  async isOwn(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM user_notifications WHERE id = $1 AND user_id = $2`, [id, userId]);
    return rows.length > 0;
  }

  async unreadCount(userId: string, db: Reader = this.db): Promise<number> {
    const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM user_notifications WHERE user_id = $1 AND NOT is_read`, [userId]);
    return row.n;
  }

  /** Marks one of the user's own notifications read; undefined when it is not theirs. */
  async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
    const [row] = await returningRows<NotificationRow>(
      this.db,
      `UPDATE user_notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId],
    );
    return row;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await returningRows(this.db, `UPDATE user_notifications SET is_read = true WHERE user_id = $1 AND NOT is_read RETURNING id`, [userId]);
    return rows.length;
  }
}
