import type { MigrationInterface, QueryRunner } from 'typeorm';
import { appendOnlySql } from '@resellpk/backend-persistence';

/** The audit log is append-only for the serving role: who did what is never rewritten (issue 33). */
export class AuditLogAppendOnly1796400000000 implements MigrationInterface {
  name = 'AuditLogAppendOnly1796400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of appendOnlySql('audit_log').up) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of appendOnlySql('audit_log').down) await q.query(sql);
  }
}
