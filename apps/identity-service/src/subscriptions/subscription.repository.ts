import { Injectable } from '@nestjs/common';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { PartnerPlanType, PurchasablePlan, SubscriptionStatus, SubscriptionView } from '@resellpk/contracts';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_type: PartnerPlanType;
  plan_name: string;
  amount_paid: string;
  coins_granted: string;
  allowance_used: string;
  end_date: Date | null;
  status: SubscriptionStatus;
  created_at: Date;
  activated_at: Date | null;
}

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  const granted = Number(row.coins_granted);
  const used = Number(row.allowance_used);
  return {
    id: row.id,
    planType: row.plan_type,
    planName: row.plan_name,
    amountPaidPaisa: Number(row.amount_paid),
    coinsGranted: granted,
    allowanceUsedPaisa: used,
    allowanceLeftPaisa: granted > 0 ? Math.max(granted * 100 - used, 0) : null,
    endDate: row.end_date ? new Date(row.end_date).toISOString() : null,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    activatedAt: row.activated_at ? new Date(row.activated_at).toISOString() : null,
  };
}

/** SQL of the `subscriptions` table; every state change is one conditional statement. */
@Injectable()
export class SubscriptionRepository {
  /** A new pending subscription, or null when the user already has one (the partial unique index decides races). */
  async insertPending(m: Reader, userId: string, plan: PurchasablePlan): Promise<SubscriptionRow | null> {
    const rows = await returningRows<SubscriptionRow>(
      m,
      `INSERT INTO subscriptions (user_id, plan_type, plan_name, amount_paid, coins_granted, status)
       VALUES ($1, $2, $3, $4, $5, 'pending')
       ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
       RETURNING *`,
      [userId, plan.code, plan.name, plan.pricePaisa, plan.allowanceCoins],
    );
    return rows[0] ?? null;
  }

  async findPending(m: Reader, userId: string): Promise<SubscriptionRow | null> {
    const [row] = await m.query(`SELECT * FROM subscriptions WHERE user_id = $1 AND status = 'pending'`, [userId]);
    return row ?? null;
  }

  /** The running plan: active and not past its end date (the expiry job may not have run yet). */
  async findActive(m: Reader, userId: string, opts: { lock?: boolean } = {}): Promise<SubscriptionRow | null> {
    const [row] = await m.query(
      `SELECT * FROM subscriptions WHERE user_id = $1 AND status = 'active' AND end_date > now()${opts.lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  async findOwn(m: Reader, id: string, userId: string): Promise<SubscriptionRow | null> {
    const [row] = await m.query(`SELECT * FROM subscriptions WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row ?? null;
  }

  async lock(m: Tx, id: string): Promise<SubscriptionRow | null> {
    const [row] = await m.query(`SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** Ends an earlier active plan of the user (a new partner plan replaces it). */
  async endOtherActive(m: Tx, userId: string, exceptId: string): Promise<void> {
    await m.query(`UPDATE subscriptions SET status = 'expired', ended_at = now() WHERE user_id = $1 AND status = 'active' AND id <> $2`, [userId, exceptId]);
  }

  /** pending -> active: the plan's months from now. */
  async activate(m: Tx, id: string, walletTransactionId: string, months: number): Promise<SubscriptionRow | null> {
    const rows = await returningRows<SubscriptionRow>(
      m,
      `UPDATE subscriptions
          SET status = 'active', activated_at = now(), end_date = now() + make_interval(months => $3::int), wallet_transaction_id = $2
        WHERE id = $1 AND status = 'pending'
        RETURNING *`,
      [id, walletTransactionId, months],
    );
    return rows[0] ?? null;
  }

  async cancelPending(m: Reader, id: string, userId: string): Promise<SubscriptionRow | null> {
    const rows = await returningRows<SubscriptionRow>(
      m,
      `UPDATE subscriptions SET status = 'cancelled', ended_at = now() WHERE id = $1 AND user_id = $2 AND status = 'pending' RETURNING *`,
      [id, userId],
    );
    return rows[0] ?? null;
  }
}

/** Integer paisa left of a plan's wholesale allowance (coins granted x 100 - used); null = unlimited (0 coins: Elite). */
export function allowanceLeftOf(sub: { coins_granted: string | number; allowance_used: string | number }): number | null {
  const granted = Number(sub.coins_granted);
  return granted > 0 ? Math.max(granted * 100 - Number(sub.allowance_used), 0) : null;
}
