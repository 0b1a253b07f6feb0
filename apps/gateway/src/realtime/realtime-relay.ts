import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  REALTIME_EVENTS,
  type ChatMessageView,
  type ChatRoomsChanged,
  type EventEnvelope,
  type EventOf,
  type NotificationView,
  type PaymentRequestStatus,
  type PaymentRequestUpdate,
  type WalletTransactionUpdate,
  type WithdrawalUpdate,
} from '@resellpk/contracts';
import type { NatsConnection, Subscription } from 'nats';
import { NATS_CONNECTION } from '../common/bus/bus.module';
import { RealtimeEmitter } from './realtime-emitter';
import { RelayDedupe } from './relay-dedupe';
import { RoomsChangedBatcher } from './rooms-changed-batcher';
import { STAFF_ROOM, chatRoom, userRoom } from './rooms';

type RealtimeSubject = (typeof REALTIME_EVENTS)[number];
/** Where a relay sends: emits, and room-list changes through the batcher. */
interface RelayOut {
  emitter: RealtimeEmitter;
  roomsChanged(targets: string[], roomId: string): void;
}
type Relay<S extends RealtimeSubject> = (data: EventOf<S>, out: RelayOut) => void;

const paymentUpdate =
  <S extends RealtimeSubject>(status: PaymentRequestStatus): Relay<S> =>
  (data, out) => {
    const { requestId, userId, chatRoomId } = data as { requestId: string; userId: string; chatRoomId: string };
    const update: PaymentRequestUpdate = { id: requestId, status, chatRoomId };
    // one emit to the union of rooms: a staff socket in the chat gets it once
    out.emitter.toRooms([userRoom(userId), chatRoom(chatRoomId), STAFF_ROOM], 'payment-request:updated', update);
    out.roomsChanged([userRoom(userId), STAFF_ROOM], chatRoomId);
  };

const withdrawalUpdate =
  <S extends RealtimeSubject>(): Relay<S> =>
  (data, out) => {
    const { withdrawalId, userId, status } = data as { withdrawalId: string; userId: string; status: WithdrawalUpdate['status'] };
    // only the id and the status: the pages reload what they show (the staff room holds helpers too)
    out.emitter.toRooms([userRoom(userId), STAFF_ROOM], 'withdrawal:updated', { id: withdrawalId, status } satisfies WithdrawalUpdate);
  };

/** Where each event goes and under which socket.io name (docs/wallet-and-chats.md, "Live"). */
const RELAYS: { [S in RealtimeSubject]: Relay<S> } = {
  'chat.message.posted.v1': (m, { emitter, roomsChanged }) => {
    const message: ChatMessageView = {
      id: m.messageId,
      chatRoomId: m.chatRoomId,
      senderId: m.senderId,
      messageType: m.messageType,
      content: m.content,
      fileUrl: m.fileUrl,
      isRead: false,
      createdAt: m.createdAt,
    };
    emitter.toRooms([chatRoom(m.chatRoomId)], 'chat:message', message);
    roomsChanged([userRoom(m.roomUserId), STAFF_ROOM], m.chatRoomId);
  },
  'chat.notification.created.v1': (n, { emitter }) => {
    const notification: NotificationView = {
      id: n.notificationId,
      title: n.title,
      message: n.message,
      notificationType: n.notificationType,
      isRead: false,
      metadata: n.metadata,
      productId: n.productId,
      createdAt: n.createdAt,
    };
    emitter.toUser(n.userId, 'notification:new', notification);
  },
  'wallet-payments.transaction.posted.v1': (t, { emitter }) => {
    const update: WalletTransactionUpdate = {
      transaction: {
        id: t.transactionId,
        type: t.type,
        amountPaisa: t.amountPaisa,
        balanceAfterPaisa: t.balancePaisa,
        description: t.description,
        referenceCode: t.referenceCode,
        status: 'completed',
        createdAt: t.createdAt,
      },
      balancePaisa: t.balancePaisa,
    };
    emitter.toUser(t.userId, 'wallet:transaction', update);
  },
  // the reseller's order pages refresh on it; it names the customer and the profit, so only the
  // order's reseller gets it (staff lists reload from orders-service)
  'orders.order.status-changed.v1': (change, { emitter }) => {
    if (typeof change?.userId === 'string' && change.userId) emitter.toUser(change.userId, 'order:status-changed', change);
  },
  'wallet-payments.payment-request.created.v1': paymentUpdate('pending'),
  'wallet-payments.payment-request.submitted.v1': paymentUpdate('under_review'),
  'wallet-payments.payment-request.approved.v1': paymentUpdate('approved'),
  'wallet-payments.payment-request.rejected.v1': paymentUpdate('rejected'),
  'wallet-payments.withdrawal.requested.v1': withdrawalUpdate(),
  'wallet-payments.withdrawal.paid.v1': withdrawalUpdate(),
  'wallet-payments.withdrawal.rejected.v1': withdrawalUpdate(),
};

/**
 * Relays REALTIME_EVENTS from NATS to browsers: a plain (core) subscription, not a durable
 * consumer, because a browser that was away reloads what it shows; JetStream publishes reach
 * core subscribers on the same subject. No queue group: every gateway replica receives every
 * event and emits it to its own sockets, so nothing per event goes through Redis (no
 * cross-replica socket.io adapter, no shared relay-once key; docs/wallet-and-chats.md, "Live").
 */
@Injectable()
export class RealtimeRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeRelay');
  private readonly subscriptions: Subscription[] = [];
  private readonly batcher: RoomsChangedBatcher;
  private readonly out: RelayOut;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly emitter: RealtimeEmitter,
    private readonly dedupe: RelayDedupe,
  ) {
    this.batcher = new RoomsChangedBatcher((target, roomIds) => {
      const change: ChatRoomsChanged = { roomIds };
      // a socket in the one changed room has had its chat:message or payment-request:updated, which
      // refresh the lists as well (applyLiveEvent): it needs no second frame
      if (roomIds.length === 1) emitter.toRoomExcept(target, chatRoom(roomIds[0]), 'chat:rooms-changed', change);
      else emitter.toRoom(target, 'chat:rooms-changed', change);
    });
    this.out = { emitter, roomsChanged: (targets, roomId) => this.batcher.add(targets, roomId) };
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const subject of REALTIME_EVENTS) {
      const relay = RELAYS[subject] as Relay<RealtimeSubject>;
      this.subscriptions.push(
        this.nc.subscribe(subject, {
          callback: (err, msg) => {
            if (err) return this.logger.warn(`${subject}: ${err.message}`);
            let envelope: EventEnvelope<EventOf<RealtimeSubject>>;
            try {
              envelope = JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope<EventOf<RealtimeSubject>>;
            } catch (error) {
              return this.logger.warn(`${subject}: not relayed: ${(error as Error).message}`);
            }
            if (!this.dedupe.firstTime(String(envelope.id))) return;
            try {
              relay(envelope.data, this.out);
            } catch (error) {
              this.logger.warn(`${subject}: not relayed: ${(error as Error).message}`);
            }
          },
        }),
      );
    }
    // the subscriptions are registered on the server before the app says it is up
    await this.nc.flush();
  }

  onApplicationShutdown(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.batcher.stop();
  }
}
