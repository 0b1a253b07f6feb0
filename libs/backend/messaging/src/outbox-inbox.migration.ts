import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Creates the `outbox` and `inbox` tables every service needs; list it in each service's migrations. */
export class OutboxInboxMigration1732300000000 implements MigrationInterface {
  name = 'OutboxInboxMigration1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" uuid PRIMARY KEY,
        "subject" text NOT NULL,
        "envelope" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text NULL
      )`);
    // The relay only ever scans unpublished rows in commit order.
    await queryRunner.query(`CREATE INDEX "outbox_unpublished_idx" ON "outbox" ("created_at", "id") WHERE "published_at" IS NULL`);
    await queryRunner.query(`
      CREATE TABLE "inbox" (
        "consumer" text NOT NULL,
        "event_id" uuid NOT NULL,
        "subject" text NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("consumer", "event_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "inbox"`);
    await queryRunner.query(`DROP TABLE "outbox"`);
  }
}
