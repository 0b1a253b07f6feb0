import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trace context (W3C `traceparent`/`tracestate`) of the transaction that wrote an outbox row,
 * so the relay's publish and the consumers continue that trace. Null when tracing is off.
 * A platform migration: every service gets it after OutboxInboxMigration.
 */
export class OutboxTraceContextMigration1796700000000 implements MigrationInterface {
  name = 'OutboxTraceContextMigration1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "trace_context" jsonb NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN IF EXISTS "trace_context"`);
  }
}
