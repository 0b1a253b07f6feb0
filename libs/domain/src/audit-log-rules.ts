import { AUDIT_ACTIONS, type AuditLogQuery } from '@resellpk/contracts';

/** how far back a page may reach (page x pageSize): the gateway merges two sources' newest rows */
export const AUDIT_DEPTH_MAX = 1000;

export const AUDIT_MSG = {
  badActor: 'Choose a staff member from the list.',
  badAction: 'Choose an action from the list.',
  badDate: 'Dates must be written as YYYY-MM-DD.',
  badRange: 'The start date must not be after the end date.',
  badLimit: `limit must be a whole number from 1 to ${AUDIT_DEPTH_MAX}`,
  tooDeep: `Only the newest ${AUDIT_DEPTH_MAX.toLocaleString('en-US')} entries can be paged through: narrow the filters.`,
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export type AuditQueryCheck = { ok: true; value: AuditLogQuery } | { ok: false; field: string; message: string };

/** The audit-log filters as a service reads them; the gateway checks the same rules first. */
export function validateAuditLogQuery(input: unknown): AuditQueryCheck {
  const q = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const value: AuditLogQuery = { limit: 0 };
  if (q.actorId !== undefined) {
    if (typeof q.actorId !== 'string' || !UUID_RE.test(q.actorId)) return { ok: false, field: 'actorId', message: AUDIT_MSG.badActor };
    value.actorId = q.actorId.toLowerCase();
  }
  if (q.action !== undefined) {
    if (typeof q.action !== 'string' || !Object.prototype.hasOwnProperty.call(AUDIT_ACTIONS, q.action)) return { ok: false, field: 'action', message: AUDIT_MSG.badAction };
    value.action = q.action;
  }
  for (const key of ['from', 'to'] as const) {
    const v = q[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !isDate(v)) return { ok: false, field: key, message: AUDIT_MSG.badDate };
    value[key] = v;
  }
  if (value.from && value.to && value.from > value.to) return { ok: false, field: 'from', message: AUDIT_MSG.badRange };
  if (typeof q.limit !== 'number' || !Number.isInteger(q.limit) || q.limit < 1 || q.limit > AUDIT_DEPTH_MAX) return { ok: false, field: 'limit', message: AUDIT_MSG.badLimit };
  value.limit = q.limit;
  return { ok: true, value };
}
