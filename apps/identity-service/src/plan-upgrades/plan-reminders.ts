import type { DataSource } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { returningRows, withTransaction } from '@resellpk/backend-persistence';
import { IdentityEvents, type PlanCode, type PlanEndingV1 } from '@resellpk/contracts';
import { partnerPlan, PLAN_REMINDER_DAYS, planLabel } from '@resellpk/domain';
import { EXPIRING_PLANS } from './plan-expiry';

/**
 * Reminds every holder of a paid plan that ends within PLAN_REMINDER_DAYS days, once per end date:
 * `plan_reminded_for` keeps the end date the reminder was for, so a renewal (a new end date) is
 * reminded again and a second run, or a concurrent replica, finds nothing left to do.
 */
export async function remindPlansEnding(db: DataSource, now: Date = new Date()): Promise<string[]> {
  return withTransaction(db, async (m) => {
    const rows = await returningRows<{ id: string; plan: PlanCode; plan_expires_at: Date }>(
      m,
      `UPDATE users u
          SET plan_reminded_for = u.plan_expires_at
         FROM (SELECT id FROM users
                WHERE plan = ANY($3::text[])
                  AND plan_expires_at > $1 AND plan_expires_at <= $1 + make_interval(days => $2)
                  AND plan_reminded_for IS DISTINCT FROM plan_expires_at
                LIMIT 1000
                FOR UPDATE SKIP LOCKED) due
        WHERE u.id = due.id
        RETURNING u.id, u.plan, u.plan_expires_at`,
      [now, PLAN_REMINDER_DAYS, [...EXPIRING_PLANS]],
    );
    const correlationId = `plan-reminder-${now.toISOString()}`;
    for (const row of rows) {
      const planName = partnerPlan(row.plan)?.name ?? planLabel(row.plan);
      await enqueueEvent(
        m,
        IdentityEvents.planEndingV1,
        { userId: row.id, plan: row.plan, planName, expiresAt: new Date(row.plan_expires_at).toISOString() } satisfies PlanEndingV1,
        { correlationId },
      );
    }
    return rows.map((r) => r.id);
  });
}
