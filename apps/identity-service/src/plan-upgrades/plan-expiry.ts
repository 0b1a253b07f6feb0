import type { DataSource } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { returningRows, withTransaction, type Tx } from '@resellpk/backend-persistence';
import { IdentityEvents, type PlanExpiredV1 } from '@resellpk/contracts';
import { PLAN_EXPIRED_ACTION } from './plan-upgrade-messages';

/** Plans this job returns to free when their time is up (premium, and the partner plans). */
export const EXPIRING_PLANS = ['premium', 'starter', 'pro', 'elite'] as const;
const PARTNER_PLANS = ['starter', 'pro', 'elite'];

/** Who ended a plan, in its audit row: the 10-minute job, or the order that used up the allowance. */
export type PlanEndedBy = 'identity-plan-expiry' | 'identity-allowance-used-up';

/**
 * Ends every paid plan whose `plan_expires_at` has passed, and every partner plan whose wholesale
 * allowance is used up (Starter, Pro): its subscription becomes `expired`, the user goes back to
 * free, and `identity.plan.expired.v1` is emitted through the outbox, all in one transaction. A
 * second run (or a concurrent replica) finds nothing left to do, so each expiry is reported once.
 */
export async function expirePlans(db: DataSource, now: Date = new Date()): Promise<string[]> {
  return withTransaction(db, async (m) => {
    const ended = await returningRows<{ user_id: string; plan_type: string }>(
      m,
      `UPDATE subscriptions s
          SET status = 'expired', ended_at = $1
         FROM (SELECT id FROM subscriptions
                WHERE status = 'active'
                  AND (end_date < $1 OR (coins_granted > 0 AND allowance_used >= coins_granted * 100))
                LIMIT 1000
                FOR UPDATE SKIP LOCKED) old
        WHERE s.id = old.id
        RETURNING s.user_id, s.plan_type`,
      [now],
    );
    return returnToFree(m, { expiredBefore: now, endedUsers: ended.map((e) => e.user_id), by: 'identity-plan-expiry', skipLocked: true });
  });
}

/**
 * Ends one active partner plan inside the caller's transaction (the checkout's `useAllowance` that
 * used its allowance up): the same subscription update, fall back to free, audit row and
 * `identity.plan.expired.v1` as the job. Conditional on `status = 'active'`, so whichever of the
 * order and the job gets the row first ends it and the other finds nothing: one event.
 */
export async function endPartnerPlanIn(m: Tx, subscriptionId: string, by: PlanEndedBy, now: Date = new Date()): Promise<boolean> {
  const ended = await returningRows<{ user_id: string }>(
    m,
    `UPDATE subscriptions SET status = 'expired', ended_at = $2 WHERE id = $1 AND status = 'active' RETURNING user_id`,
    [subscriptionId, now],
  );
  if (!ended.length) return false;
  await returnToFree(m, { expiredBefore: null, endedUsers: ended.map((e) => e.user_id), by, skipLocked: false });
  return true;
}

/**
 * Users back to free: those whose paid plan ran past `expiredBefore` (null: none by time), and those
 * of `endedUsers` whose profile still holds a partner plan. Each gets an audit row and the event.
 * The job skips rows another transaction holds (a later run takes them); an order ending its own
 * plan must not skip the user, or the profile would keep a plan whose subscription has ended.
 */
async function returnToFree(
  m: Tx,
  opts: { expiredBefore: Date | null; endedUsers: string[]; by: PlanEndedBy; skipLocked: boolean },
): Promise<string[]> {
  const rows = await returningRows<{ id: string; previous_plan: PlanExpiredV1['previousPlan'] }>(
    m,
    `UPDATE users u
        SET plan = 'free', plan_expires_at = NULL, updated_at = now()
       FROM (SELECT id, plan FROM users
              WHERE plan = ANY($2::text[])
                AND (plan_expires_at < $1 OR (id = ANY($3::uuid[]) AND plan = ANY($4::text[])))
              ORDER BY plan_expires_at
              LIMIT 1000
              FOR UPDATE${opts.skipLocked ? ' SKIP LOCKED' : ''}) old
      WHERE u.id = old.id
      RETURNING u.id, old.plan AS previous_plan`,
    [opts.expiredBefore, [...EXPIRING_PLANS], opts.endedUsers, PARTNER_PLANS],
  );
  const correlationId = `plan-expiry-${(opts.expiredBefore ?? new Date()).toISOString()}`;
  for (const row of rows) {
    await m.query(`INSERT INTO audit_log (actor_id, action, target_user_id, details) VALUES ($1, $2, $1, $3)`, [
      row.id,
      PLAN_EXPIRED_ACTION,
      JSON.stringify({ previousPlan: row.previous_plan, by: opts.by }),
    ]);
    await enqueueEvent(m, IdentityEvents.planExpiredV1, { userId: row.id, previousPlan: row.previous_plan } satisfies PlanExpiredV1, { correlationId });
  }
  return rows.map((r) => r.id);
}
