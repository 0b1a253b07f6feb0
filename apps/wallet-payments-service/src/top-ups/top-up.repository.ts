import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PaymentMethodType, PaymentRequestStatus } from '@resellpk/contracts';
import type { AccountRow } from '../payment-methods/payment-method.repository';

export interface RequestRow {
  id: string;
  user_id: string;
  payment_method_id: string;
  receiving_account_id: string | null;
  amount_paisa: string;
  reference_code: string;
  status: PaymentRequestStatus;
  screenshot_key: string | null;
  /** when a staff member first opened the current screenshot (null: nobody yet) */
  screenshot_viewed_at: Date | null;
  screenshot_viewed_by: string | null;
  /** when the owner said "I Have Paid" (null: not yet) */
  paid_marked_at: Date | null;
  /** when the owner first sent proof and it came under review (null: not yet) */
  submitted_at: Date | null;
  /** the Idempotency-Key it was created with (null before keys, and for demo data) */
  client_key: string | null;
  admin_notes: string | null;
  chat_room_id: string;
  expires_at: Date;
  transaction_id: string | null;
  decided_at: Date | null;
  decided_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A request with its method's name and type and the receiving account (as JSON), for views. */
export interface RequestViewRow extends RequestRow {
  method_name: string;
  method_type: PaymentMethodType;
  account: AccountRow | null;
}

export interface NewRequest {
  userId: string;
  paymentMethodId: string;
  receivingAccountId: string;
  amountPaisa: number;
  referenceCode: string;
  chatRoomId: string;
  clientKey: string | null;
  windowMs: number;
  /** when it was made (demo data); default now */
  createdAt?: Date;
}

const VIEW = `
  SELECT r.*, m.name AS method_name, m.type AS method_type, to_jsonb(a.*) AS account
  FROM payment_requests r
  JOIN payment_methods m ON m.id = r.payment_method_id
  LEFT JOIN payment_method_wallets a ON a.id = r.receiving_account_id`;

/** Every query on `payment_requests`. The status changes are conditional updates: the row decides who wins a race. */
@Injectable()
export class TopUpRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** undefined when the reference code is taken (the caller draws another). */
  async insert(tx: Tx, r: NewRequest): Promise<RequestRow | undefined> {
    const rows: RequestRow[] = await tx.query(
      `INSERT INTO payment_requests (user_id, payment_method_id, receiving_account_id, amount_paisa, reference_code, chat_room_id, client_key, created_at, updated_at, expires_at)
       SELECT $1, $2, $3, $4, $5, $6, $9, at, at, at + make_interval(secs => $7::double precision / 1000) FROM (SELECT COALESCE($8::timestamptz, now()) AS at) t
       ON CONFLICT (reference_code) DO NOTHING RETURNING *`,
      [r.userId, r.paymentMethodId, r.receivingAccountId, r.amountPaisa, r.referenceCode, r.chatRoomId, r.windowMs, r.createdAt ?? null, r.clientKey],
    );
    return rows[0];
  }

  /**
   * Makes one user's top-up creations take turns until the transaction ends, so the key and the
   * one-minute duplicate checks see each other's rows (two clicks racing create one request).
   */
  async lockCreationsOf(tx: Tx, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('payment_requests.create'), hashtext($1))`, [userId]);
  }

  byClientKey(tx: Tx, userId: string, clientKey: string): Promise<RequestRow | undefined> {
    return tx.query(`SELECT * FROM payment_requests WHERE user_id = $1 AND client_key = $2`, [userId, clientKey]).then((r: RequestRow[]) => r[0]);
  }

  /** The user's newest open request for this method and amount made less than `withinMs` ago. */
  recentOpenTwin(tx: Tx, userId: string, paymentMethodId: string, amountPaisa: number, withinMs: number): Promise<RequestRow | undefined> {
    return tx
      .query(
        `SELECT * FROM payment_requests
         WHERE user_id = $1 AND payment_method_id = $2 AND amount_paisa = $3
           AND ((status = 'pending' AND expires_at > now()) OR status = 'under_review')
           AND created_at > now() - make_interval(secs => $4::double precision / 1000)
         ORDER BY created_at DESC LIMIT 1`,
        [userId, paymentMethodId, amountPaisa, withinMs],
      )
      .then((r: RequestRow[]) => r[0]);
  }

  view(id: string, db: Reader = this.db): Promise<RequestViewRow | undefined> {
    return db.query(`${VIEW} WHERE r.id = $1`, [id]).then((r: RequestViewRow[]) => r[0]);
  }

  find(id: string, db: Reader = this.db): Promise<RequestRow | undefined> {
    return db.query(`SELECT * FROM payment_requests WHERE id = $1`, [id]).then((r: RequestRow[]) => r[0]);
  }

  /** Newest first; `userId` null for staff (everyone's). At most `limit`. */
  list(userId: string | null, status: PaymentRequestStatus | null, limit: number, db: Reader = this.db): Promise<RequestViewRow[]> {
    return db.query(
      `${VIEW} WHERE ($1::uuid IS NULL OR r.user_id = $1) AND ($2::text IS NULL OR r.status = $2) ORDER BY r.created_at DESC, r.id LIMIT $3`,
      [userId, status, limit],
    );
  }

  /**
   * The owner's proof: "I Have Paid" (once) or a screenshot (a new one replaces the last, which
   * staff then have not seen). Both bring a pending request to under_review; both are taken while
   * it is pending (before it expires) or under review, in either order.
   */
  async submit(tx: Tx, id: string, userId: string, screenshotKey: string | null): Promise<RequestRow | undefined> {
    const [row] = await returningRows<RequestRow>(
      tx,
      `UPDATE payment_requests SET status = 'under_review', updated_at = now(), submitted_at = COALESCE(submitted_at, now()),
         screenshot_key = COALESCE($3, screenshot_key),
         screenshot_viewed_at = CASE WHEN $3::text IS NULL THEN screenshot_viewed_at END,
         screenshot_viewed_by = CASE WHEN $3::text IS NULL THEN screenshot_viewed_by END,
         paid_marked_at = CASE WHEN $3::text IS NULL THEN now() ELSE paid_marked_at END
       WHERE id = $1 AND user_id = $2 AND ((status = 'pending' AND expires_at > now()) OR status = 'under_review')
         AND ($3::text IS NOT NULL OR paid_marked_at IS NULL)
       RETURNING *`,
      [id, userId, screenshotKey],
    );
    return row;
  }

  /** A staff member opened the screenshot: the first look is kept (who and when). */
  async screenshotViewed(id: string, staffId: string): Promise<void> {
    await this.db.query(
      `UPDATE payment_requests SET screenshot_viewed_at = now(), screenshot_viewed_by = $2 WHERE id = $1 AND screenshot_key IS NOT NULL AND screenshot_viewed_at IS NULL`,
      [id, staffId],
    );
  }

  /**
   * The one way staff bring a request to a final state: only from pending or under_review, so
   * exactly one decision wins, and never by its owner (nobody decides on their own request).
   */
  async decide(tx: Tx, id: string, to: 'approved' | 'rejected', notes: string | null, decidedBy: string): Promise<RequestRow | undefined> {
    const [row] = await returningRows<RequestRow>(
      tx,
      `UPDATE payment_requests SET status = $2, admin_notes = $3, decided_by = $4, decided_at = now(), updated_at = now()
       WHERE id = $1 AND status IN ('pending', 'under_review') AND user_id <> $4 RETURNING *`,
      [id, to, notes, decidedBy],
    );
    return row;
  }

  async setTransaction(tx: Tx, id: string, transactionId: string): Promise<void> {
    await returningRows(tx, `UPDATE payment_requests SET transaction_id = $2 WHERE id = $1 RETURNING id`, [id, transactionId]);
  }

  /**
   * Rejects up to `limit` requests still pending at or after their expiry, by the same rule as
   * `decide` (a row an approval holds is skipped now and seen again by the next sweep, by which
   * time it is final or still due).
   */
  expireDue(tx: Tx, notes: string, limit: number): Promise<RequestRow[]> {
    return returningRows<RequestRow>(
      tx,
      `UPDATE payment_requests SET status = 'rejected', admin_notes = $1, decided_by = NULL, decided_at = now(), updated_at = now()
       WHERE id IN (
         SELECT id FROM payment_requests WHERE status = 'pending' AND expires_at <= now()
         ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ) AND status = 'pending'
       RETURNING *`,
      [notes, limit],
    );
  }
}
