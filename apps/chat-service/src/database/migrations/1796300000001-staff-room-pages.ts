import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Topup Chats is paged on the server, newest request first or the longest waiting first, with or without a status filter (issue 34, finding 16). */
export class StaffRoomPages1796300000001 implements MigrationInterface {
  name = 'StaffRoomPages1796300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS chat_rooms_payment_created_idx ON chat_rooms (payment_created_at, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS chat_rooms_status_payment_created_idx ON chat_rooms (payment_status, payment_created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS chat_rooms_status_payment_created_idx`);
    await q.query(`DROP INDEX IF EXISTS chat_rooms_payment_created_idx`);
  }
}
