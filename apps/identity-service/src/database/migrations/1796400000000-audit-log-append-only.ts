import { appendOnlyMigration } from '@resellpk/backend-persistence';

/** The audit log is append-only for the serving role: who did what is never rewritten (issue 33). */
export const AuditLogAppendOnly1796400000000 = appendOnlyMigration('audit_log', 'AuditLogAppendOnly1796400000000');
