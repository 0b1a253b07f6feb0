import type { DataSource } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { returningRows, withTransaction } from '@resellpk/backend-persistence';
import { IdentityEvents, type PlanExpiredV1 } from '@resellpk/contracts';
import { PLAN_EXPIRED_ACTION } from './plan-upgrade-messages';

/** Plans this job returns to free when their time is up (premium, and the partner plans). */
export const EXPIRING_PLANS = ['premium', 'starter', 'pro', 'elite'] as const;
const PARTNER_PLANS = ['starter', 'pro', 'elite'];

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
    // a user whose partner plan just ended, while the profile still holds that plan
    const endedUsers = ended.map((e) => e.user_id);
    const rows = await returningRows<{ id: string; previous_plan: PlanExpiredV1['previousPlan'] }>(
      m,
      `UPDATE users u
          SET plan = 'free', plan_expires_at = NULL, updated_at = now()
         FROM (SELECT id, plan FROM users
                WHERE plan = ANY($2::text[])
                  AND (plan_expires_at < $1 OR (id = ANY($3::uuid[]) AND plan = ANY($4::text[])))
                ORDER BY plan_expires_at
                LIMIT 1000
                FOR UPDATE SKIP LOCKED) old
        WHERE u.id = old.id
        RETURNING u.id, old.plan AS previous_plan`,
      [now, [...EXPIRING_PLANS], endedUsers, PARTNER_PLANS],
    );
    for (const row of rows) {
      await m.query(
        `INSERT INTO audit_log (actor_id, action, target_user_id, details) VALUES ($1, $2, $1, $3)`,
        [row.id, PLAN_EXPIRED_ACTION, JSON.stringify({ previousPlan: row.previous_plan, by: 'identity-plan-expiry' })],
      );
      await enqueueEvent(m, IdentityEvents.planExpiredV1, { userId: row.id, previousPlan: row.previous_plan } satisfies PlanExpiredV1, {
        correlationId: `plan-expiry-${now.toISOString()}`,
      });
    }
    return rows.map((r) => r.id);
  });
}
