import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHAT_MESSAGE_TYPES, CHAT_ROOM_STATUSES, NOTIFICATION_TYPES, PAYMENT_REQUEST_STATUSES } from '@resellpk/contracts';

// the spec quotes no welcome text; staff edit it on Topup Management (it must keep "Welcome":
// the spec posts it only while no system message containing Welcome exists in the room)
const WELCOME_TEMPLATE_TEXT =
  'Welcome to ResellPK top-ups! Please send the exact amount to the account below, then tap I Have Paid or upload a screenshot of your payment. Our team will verify it and credit your wallet shortly.';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Rooms (one per payment request, with chat's copy of its summary), messages, templates (the
 * welcome template is reference data), users' notifications and chat's copy of users' names and
 * emails. The generator's `chat_rooms` held only an id and a time (no owner, never written by
 * anything), so it is replaced rather than altered.
 */
export class CreateChatsAndNotifications1795500000000 implements MigrationInterface {
  name = 'CreateChatsAndNotifications1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_rooms`);
    await q.query(`
      CREATE TABLE chat_users (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE chat_rooms (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN (${list(CHAT_ROOM_STATUSES)})),
        payment_request_id uuid NOT NULL UNIQUE,
        payment_amount_paisa bigint NOT NULL CHECK (payment_amount_paisa > 0),
        payment_status text NOT NULL CHECK (payment_status IN (${list(PAYMENT_REQUEST_STATUSES)})),
        reference_code text NOT NULL,
        payment_method_id text NOT NULL,
        payment_method_name text NOT NULL,
        payment_created_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_time timestamptz
      )`);
    await q.query(`CREATE INDEX chat_rooms_user_idx ON chat_rooms (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX chat_rooms_payment_status_idx ON chat_rooms (payment_status)`);
    // seq orders a room's messages (several are written in one transaction, with one now())
    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        chat_room_id uuid NOT NULL REFERENCES chat_rooms (id),
        sender_id uuid,
        message_type text NOT NULL CHECK (message_type IN (${list(CHAT_MESSAGE_TYPES)})),
        content text NOT NULL,
        file_url text,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((message_type = 'system') = (sender_id IS NULL))
      )`);
    await q.query(`CREATE INDEX chat_messages_room_idx ON chat_messages (chat_room_id, seq)`);
    await q.query(`CREATE INDEX chat_messages_unread_idx ON chat_messages (chat_room_id) WHERE NOT is_read`);
    await q.query(`
      CREATE TABLE chat_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template_type text NOT NULL UNIQUE,
        message_content text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid,
        updated_by uuid
      )`);
    await q.query(`INSERT INTO chat_templates (template_type, message_content) VALUES ('welcome_message', $1)`, [WELCOME_TEMPLATE_TEXT]);
    // source_key: what caused the notification (an event id, or a caller's key such as
    // order:<id>:delivered); unique per user, so the same cause never notifies twice
    await q.query(`
      CREATE TABLE user_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        notification_type text NOT NULL CHECK (notification_type IN (${list(NOTIFICATION_TYPES)})),
        is_read boolean NOT NULL DEFAULT false,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        product_id uuid,
        source_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (user_id, source_key)
      )`);
    await q.query(`CREATE INDEX user_notifications_user_idx ON user_notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX user_notifications_unread_idx ON user_notifications (user_id) WHERE NOT is_read`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_notifications`);
    await q.query(`DROP TABLE chat_templates`);
    await q.query(`DROP TABLE chat_messages`);
    await q.query(`DROP TABLE chat_rooms`);
    await q.query(`DROP TABLE chat_users`);
    await q.query(`CREATE TABLE chat_rooms (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), created_at timestamptz NOT NULL DEFAULT now())`);
  }
}
