import { Injectable } from '@nestjs/common';
import { EventNotReady, OnEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import {
  WalletPaymentsEvents,
  type EventEnvelope,
  type PaymentRequestApprovedV1,
  type PaymentRequestCreatedV1,
  type PaymentRequestRejectedV1,
  type PaymentRequestSubmittedV1,
} from '@resellpk/contracts';
import {
  approvedMessage,
  NOTIFY,
  paymentDetailsMessage,
  MARKED_PAID_MESSAGE,
  rejectedMessage,
  SCREENSHOT_ADDED_MESSAGE,
  SCREENSHOT_MESSAGE,
  screenshotUrl,
  TIMEOUT_REASON,
} from '../chat-texts';
import { MessageRepository } from '../messages/message.repository';
import { MessageWriter } from '../messages/message-writer';
import { NotificationWriter } from '../notifications/notification-writer';
import { RoomRepository, type RoomRow } from '../rooms/room.repository';
import { TemplateRepository, WELCOME_TEMPLATE } from '../templates/template.repository';

/**
 * A payment request's life as its chat shows it (docs/wallet-and-chats.md). Each event applies
 * once (inbox). Each subject has its own durable consumer, so a later event can arrive before
 * `created` has opened the room: it then fails and is redelivered until the room exists.
 */
@Injectable()
export class TopUpEventsConsumer {
  constructor(
    private readonly rooms: RoomRepository,
    private readonly messages: MessageRepository,
    private readonly writer: MessageWriter,
    private readonly templates: TemplateRepository,
    private readonly notifications: NotificationWriter,
  ) {}

  /** Opens the room, then the welcome template (once per room) and the payment details. */
  @OnEvent(WalletPaymentsEvents.paymentRequestCreatedV1)
  async created(e: PaymentRequestCreatedV1, tx: Tx, envelope: EventEnvelope<PaymentRequestCreatedV1>): Promise<void> {
    const room = await this.rooms.create(tx, e);
    // the room exists already (the same request announced again): its thread is complete
    if (!room) return;
    const welcome = await this.templates.activeText(WELCOME_TEMPLATE, tx);
    if (welcome && !(await this.messages.hasWelcome(tx, room.id))) {
      await this.system(tx, room, welcome, envelope.correlationId);
    }
    await this.system(tx, room, paymentDetailsMessage(e), envelope.correlationId);
  }

  /**
   * I Have Paid or a screenshot (each arrives once, in either order): under review, and a system
   * line saying which, for staff; a screenshot also shows in the thread as the owner's image.
   */
  @OnEvent(WalletPaymentsEvents.paymentRequestSubmittedV1)
  async submitted(e: PaymentRequestSubmittedV1, tx: Tx, envelope: EventEnvelope<PaymentRequestSubmittedV1>): Promise<void> {
    const room = await this.roomOf(tx, e.requestId);
    await this.rooms.advanceStatus(tx, room.id, 'under_review', ['pending']);
    await this.system(tx, room, e.via === 'screenshot' ? SCREENSHOT_ADDED_MESSAGE : MARKED_PAID_MESSAGE, envelope.correlationId);
    if (e.via === 'screenshot') {
      await this.writer.post(
        tx,
        room,
        { senderId: room.user_id, messageType: 'image', content: SCREENSHOT_MESSAGE, fileUrl: screenshotUrl(e.requestId) },
        envelope.correlationId,
      );
    }
  }

  @OnEvent(WalletPaymentsEvents.paymentRequestApprovedV1)
  async approved(e: PaymentRequestApprovedV1, tx: Tx, envelope: EventEnvelope<PaymentRequestApprovedV1>): Promise<void> {
    const room = await this.roomOf(tx, e.requestId);
    await this.rooms.advanceStatus(tx, room.id, 'approved', ['pending', 'under_review']);
    await this.system(tx, room, approvedMessage(e.amountPaisa), envelope.correlationId);
    await this.notifications.notify(
      tx,
      [room.user_id],
      { ...NOTIFY.paymentApproved(e.amountPaisa, e.referenceCode), notificationType: 'other', metadata: { amount: e.amountPaisa }, sourceKey: envelope.id },
      envelope.correlationId,
    );
  }

  /** Staff's rejection, or the expiry job's (`expired`: the timeout is the reason). */
  @OnEvent(WalletPaymentsEvents.paymentRequestRejectedV1)
  async rejected(e: PaymentRequestRejectedV1, tx: Tx, envelope: EventEnvelope<PaymentRequestRejectedV1>): Promise<void> {
    const room = await this.roomOf(tx, e.requestId);
    await this.rooms.advanceStatus(tx, room.id, 'rejected', ['pending', 'under_review']);
    const reason = e.expired ? e.reason?.trim() || TIMEOUT_REASON : e.reason;
    await this.system(tx, room, rejectedMessage(reason), envelope.correlationId);
    const text = e.expired ? NOTIFY.paymentExpired(e.amountPaisa, e.referenceCode) : NOTIFY.paymentRejected(e.amountPaisa, e.referenceCode, e.reason);
    await this.notifications.notify(
      tx,
      [room.user_id],
      { ...text, notificationType: 'other', metadata: { amount: e.amountPaisa }, sourceKey: envelope.id },
      envelope.correlationId,
    );
  }

  private system(tx: Tx, room: RoomRow, content: string, correlationId: string) {
    return this.writer.post(tx, room, { senderId: null, messageType: 'system', content }, correlationId);
  }

  /** The request's room, locked; missing means `created` has not been applied yet: fail, to be redelivered. */
  private async roomOf(tx: Tx, requestId: string): Promise<RoomRow> {
    const room = await this.rooms.lockByPaymentRequest(tx, requestId);
    if (!room) throw new EventNotReady(`chat room of payment request ${requestId} not opened yet (created.v1 not applied); retrying`);
    return room;
  }
}
