import { Injectable } from '@nestjs/common';
import { returningRows, type Tx } from '@resellpk/backend-persistence';
import type { PaymentMethodType, UserRegisteredV1 } from '@resellpk/contracts';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { PaymentMethodRepository } from '../payment-methods/payment-method.repository';
import { TopUpDecisionsService } from '../top-ups/top-up-decisions.service';
import { TopUpsService } from '../top-ups/top-ups.service';

/** The demo reseller whose screens (wallet, history, chats) and the staff's top-up chats show requests in every state. */
export const DEMO_TOP_UP_OWNERS = ['premium@demo.pk'] as const;
/** Who "approved" the demo top-ups (no real staff member). */
export const DEMO_STAFF_ID = '00000000-0000-4000-8000-00000000de30';

interface DemoTopUp {
  method: Exclude<PaymentMethodType, 'others'>;
  rupees: number;
  hoursAgo: number;
  end: 'approved' | 'rejected' | 'under_review' | 'pending' | 'overdue';
  reason?: string;
}

/** Oldest first. `overdue` stays pending past its hour: the expiry sweep auto-cancels it like any other. */
const DEMO_TOP_UPS: readonly DemoTopUp[] = [
  { method: 'jazzcash', rupees: 5_000, hoursAgo: 72, end: 'approved' },
  { method: 'bank_transfer', rupees: 10_000, hoursAgo: 48, end: 'rejected', reason: 'The amount received did not match the request. Please send the exact amount.' },
  { method: 'easypaisa', rupees: 2_500, hoursAgo: 24, end: 'approved' },
  { method: 'easypaisa', rupees: 1_000, hoursAgo: 5, end: 'overdue' },
  { method: 'jazzcash', rupees: 3_000, hoursAgo: 0.3, end: 'under_review' },
  { method: 'bank_transfer', rupees: 1_500, hoursAgo: 0, end: 'pending' },
];

/**
 * Gives a demo reseller (listed by the demo seed in `demo_top_up_owners`) a few top-ups in each
 * state when their registration arrives, through the same code paths and events as real ones, so
 * chat opens their rooms. Runs in the registration's transaction, once per owner.
 */
@Injectable()
export class DemoTopUps {
  constructor(
    private readonly methods: PaymentMethodRepository,
    private readonly requests: TopUpsService,
    private readonly decisions: TopUpDecisionsService,
  ) {}

  async seedFor(tx: Tx, user: UserRegisteredV1, correlationId: string): Promise<number> {
    const claimed = await returningRows(tx, `UPDATE demo_top_up_owners SET seeded_at = now() WHERE email = lower($1) AND seeded_at IS NULL RETURNING email`, [
      user.email ?? '',
    ]);
    if (!claimed.length) return 0;
    let made = 0;
    for (const d of DEMO_TOP_UPS) {
      // a method staff left without an active account gets no demo request
      if (!(await this.methods.activeAccountOf(PAYMENT_METHOD_IDS[d.method], tx))) continue;
      const at = new Date(Date.now() - d.hoursAgo * 3_600_000);
      const row = await this.requests.open(tx, user.userId, PAYMENT_METHOD_IDS[d.method], d.rupees * 100, correlationId, at);
      if (d.end !== 'pending' && d.end !== 'overdue') {
        // the "I Have Paid" happens before its hour is up (submit refuses an expired request)
        await tx.query(`UPDATE payment_requests SET expires_at = now() + interval '1 hour' WHERE id = $1`, [row.id]);
        await this.requests.submitIn(tx, row.id, user.userId, null, correlationId);
        await tx.query(`UPDATE payment_requests SET expires_at = $2 WHERE id = $1`, [row.id, new Date(at.getTime() + 3_600_000)]);
      }
      if (d.end === 'approved') await this.decisions.approveIn(tx, row.id, DEMO_STAFF_ID, correlationId);
      if (d.end === 'rejected') await this.decisions.rejectIn(tx, row.id, d.reason ?? null, DEMO_STAFF_ID, correlationId);
      made++;
    }
    return made;
  }
}
