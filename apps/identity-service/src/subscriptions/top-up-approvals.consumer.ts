import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { WalletPaymentsEvents, type EventEnvelope, type PaymentRequestApprovedV1 } from '@resellpk/contracts';
import type { SubscriptionRow } from './subscription.repository';
import { SubscriptionsService } from './subscriptions.service';

/**
 * An approved top-up may now pay for the user's pending partner plan: the debit (same key as Subscribe
 * Now, so never twice) and the activation commit with this event's inbox row. A wallet that still
 * cannot cover the price leaves the subscription pending; a redelivered or later approval finds
 * nothing pending and changes nothing.
 */
@Injectable()
export class TopUpApprovalsConsumer {
  private readonly log = new Logger(TopUpApprovalsConsumer.name);

  constructor(private readonly subscriptions: SubscriptionsService) {}

  @OnEvent(WalletPaymentsEvents.paymentRequestApprovedV1)
  async approved(e: PaymentRequestApprovedV1, tx: Tx, envelope: EventEnvelope<PaymentRequestApprovedV1>): Promise<void> {
    if (!isUuid(e.userId)) return;
    // the user's row before the subscription, in the order Subscribe and activation take them
    await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [e.userId]);
    const [pending]: SubscriptionRow[] = await tx.query(`SELECT * FROM subscriptions WHERE user_id = $1 AND status = 'pending' FOR UPDATE`, [e.userId]);
    if (!pending) return;
    const outcome = await this.subscriptions.pay(pending, envelope.correlationId, tx);
    if (!outcome.paid) this.log.log(`subscription ${pending.id}: top-up ${e.requestId} approved, the wallet still cannot cover the price`);
  }
}
