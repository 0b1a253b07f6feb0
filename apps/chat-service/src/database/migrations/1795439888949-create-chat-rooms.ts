import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `chat_rooms` table of the rooms feature. */
export class CreateChatRooms1795439888949 implements MigrationInterface {
  name = 'CreateChatRooms1795439888949';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_rooms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_rooms`);
  }
}
