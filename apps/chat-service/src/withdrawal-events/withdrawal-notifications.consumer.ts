import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { WalletPaymentsEvents, type EventEnvelope, type WithdrawalChangedV1 } from '@resellpk/contracts';
import { NOTIFY } from '../chat-texts';
import { NotificationWriter } from '../notifications/notification-writer';

const wellFormed = (e: WithdrawalChangedV1) =>
  isUuid(e?.withdrawalId) && isUuid(e?.userId) && Number.isSafeInteger(e?.amountPaisa) && e.amountPaisa > 0 && typeof e.referenceCode === 'string';

/**
 * The outcome of a reseller's withdrawal, as a notification (`other`): paid with the transfer
 * reference, or rejected with the reason. Once per withdrawal and outcome: the source key
 * `withdrawal:<id>:<status>` makes a redelivered or re-published event notify nobody again.
 */
@Injectable()
export class WithdrawalNotificationsConsumer {
  private readonly log = new Logger(WithdrawalNotificationsConsumer.name);

  constructor(private readonly writer: NotificationWriter) {}

  @OnEvent(WalletPaymentsEvents.withdrawalPaidV1)
  async paid(e: WithdrawalChangedV1, tx: Tx, envelope: EventEnvelope<WithdrawalChangedV1>): Promise<void> {
    if (!wellFormed(e)) return this.malformed(WalletPaymentsEvents.withdrawalPaidV1, e);
    await this.writer.notify(
      tx,
      [e.userId],
      { ...NOTIFY.withdrawalPaid(e), notificationType: 'other', sourceKey: `withdrawal:${e.withdrawalId}:paid` },
      envelope.correlationId,
    );
  }

  @OnEvent(WalletPaymentsEvents.withdrawalRejectedV1)
  async rejected(e: WithdrawalChangedV1, tx: Tx, envelope: EventEnvelope<WithdrawalChangedV1>): Promise<void> {
    if (!wellFormed(e)) return this.malformed(WalletPaymentsEvents.withdrawalRejectedV1, e);
    await this.writer.notify(
      tx,
      [e.userId],
      { ...NOTIFY.withdrawalRejected(e), notificationType: 'other', sourceKey: `withdrawal:${e.withdrawalId}:rejected` },
      envelope.correlationId,
    );
  }

  private malformed(subject: string, e: unknown): void {
    this.log.error(`${subject} ignored, malformed: ${JSON.stringify(e)}`);
  }
}
