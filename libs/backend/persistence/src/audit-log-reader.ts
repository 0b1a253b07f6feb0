import type { AuditLogQuery, AuditLogSlice, AuditSource } from '@resellpk/contracts';
import type { Reader } from './transaction';

/**
 * The newest rows of a service's `audit_log` table that match the (validated) filters, and how many
 * match in all. The logs share the columns id, actor_id, action, target_user_id, details and
 * created_at; `amountSql` is how this table holds the amount (a column, or a details key).
 */
export async function readAuditLog<S extends AuditSource>(db: Reader, q: AuditLogQuery, opts: { source: S; amountSql: string }): Promise<AuditLogSlice<S>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.actorId) where.push(`actor_id = ${param(q.actorId)}`);
  if (q.action) where.push(`action = ${param(q.action)}`);
  // the dates are days in Pakistan
  if (q.from) where.push(`created_at >= (${param(q.from)}::date)::timestamp AT TIME ZONE 'Asia/Karachi'`);
  if (q.to) where.push(`created_at < ((${param(q.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi')`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT id, actor_id, action, target_user_id, (${opts.amountSql})::bigint::float8 AS amount_paisa, details, created_at
         FROM audit_log ${filter} ORDER BY created_at DESC, id DESC LIMIT ${param(q.limit)}`,
      params,
    ) as Promise<Array<{ id: string; actor_id: string | null; action: string; target_user_id: string | null; amount_paisa: number | null; details: Record<string, unknown>; created_at: Date }>>,
    db.query(`SELECT count(*)::int AS total FROM audit_log ${filter}`, params.slice(0, params.length - 1)) as Promise<Array<{ total: number }>>,
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      source: opts.source,
      at: new Date(r.created_at).toISOString(),
      actorId: r.actor_id,
      action: r.action,
      targetUserId: r.target_user_id,
      amountPaisa: r.amount_paisa === null ? null : Number(r.amount_paisa),
      details: r.details ?? {},
    })),
  };
}
