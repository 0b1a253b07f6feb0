import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats, ensureStream, NatsRpcClient } from '@resellpk/backend-messaging';
import { eventually } from '@resellpk/backend-testing';
import {
  durableNameOf,
  IdentityEvents,
  inboxPrefixOf,
  OrdersEvents,
  SERVICES,
  streamSubjectsOf,
  type EventEnvelope,
  type OrderDeliveredV1,
  type OrderStatusChangedV1,
  type RequestContext,
  type ServiceError,
  type UserRegisteredV1,
} from '@resellpk/contracts';
import { failureOf, publishTestEvent, startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { coinsService } from '../service';
import { FakeWallet } from './fake-wallet';

/** coins-service with identity's stream (events published as identity's relay would) and a wallet that answers debits. */
export interface CoinsTestbed {
  h: ServiceHarness;
  wallet: FakeWallet;
  identity: NatsConnection;
  /** calls a subject as orders-service does (with its bus permissions) */
  asOrders<T>(subject: string, data: unknown): Promise<T>;
  asOrdersError(subject: string, data: unknown): Promise<ServiceError>;
  /** publishes identity.user.registered.v1 (with `msgId` the Nats-Msg-Id, by default the envelope id) */
  publishRegistered(data: UserRegisteredV1, envelope?: Partial<EventEnvelope<UserRegisteredV1>>, msgId?: string): Promise<EventEnvelope<UserRegisteredV1>>;
  /** publishes orders.order.delivered.v1 as orders' relay would (`msgId` as above) */
  publishDelivered(data: OrderDeliveredV1, msgId?: string): Promise<EventEnvelope<OrderDeliveredV1>>;
  /** publishes orders.order.status-changed.v1 as orders' relay would (`envelope` overrides, e.g. the same id again) */
  publishStatusChanged(
    data: OrderStatusChangedV1,
    opts?: { envelope?: Partial<EventEnvelope<OrderStatusChangedV1>>; msgId?: string },
  ): Promise<EventEnvelope<OrderStatusChangedV1>>;
  /** true once coins' consumer of an orders event has nothing pending or unacknowledged */
  ordersDrained(subject: string): Promise<boolean>;
  /** a new user whose account exists (registered through the event) */
  newUser(referralCode?: string | null): Promise<{ userId: string; ctx: Partial<RequestContext> }>;
  /** pretends the last sync was `seconds` earlier */
  backdateMining(userId: string, seconds: number): Promise<void>;
  /** balance, totals and the ledger sum, exact as PostgreSQL prints them */
  books(userId: string): Promise<{ balance: string; totalEarned: string; totalSpent: string; ledgerSum: string; rows: number }>;
  close(): Promise<void>;
}


/** `sweepMs`: the abandoned-purchase sweeper's period; off by default, so tests settle purchases at known moments */
export async function startCoinsTestbed(opts: { sweepMs?: number } = {}): Promise<CoinsTestbed> {
  const h = await startServiceHarness(coinsService, { dbPrefix: 'coins_test', env: { COIN_PURCHASE_SWEEP_MS: String(opts.sweepMs ?? 0) } });
  const identity = await connectNats(h.nats.url, 'identity-stand-in', h.nats.superuser);
  await ensureStream(identity, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
  await ensureStream(identity, { name: SERVICES.orders.stream, subjects: streamSubjectsOf('orders') });
  await h.service.consumersReady;
  const wallet = await FakeWallet.start(h.nats);
  const ordersNc = await connectNats(h.nats.url, 'orders-stand-in', { ...h.nats.credentials('orders'), inboxPrefix: inboxPrefixOf('orders') });
  const orders = new NatsRpcClient(ordersNc, inboxPrefixOf('orders'));
  const asOrders = <T>(subject: string, data: unknown) => orders.request<T>(subject, { correlationId: `test-${randomUUID()}` }, data, { timeoutMs: 15_000 });
  const db = h.service.dataSource;

  const publishRegistered: CoinsTestbed['publishRegistered'] = (data, envelope = {}, msgId) =>
    publishTestEvent(identity, IdentityEvents.userRegisteredV1, data, { envelope, msgId });

  const publishDelivered: CoinsTestbed['publishDelivered'] = (data, msgId) => publishTestEvent(identity, OrdersEvents.orderDeliveredV1, data, { msgId });

  return {
    h,
    wallet,
    publishDelivered,
    publishStatusChanged: (data, o = {}) => publishTestEvent(identity, OrdersEvents.orderStatusChangedV1, data, o),
    async ordersDrained(subject) {
      const info = await (await identity.jetstreamManager()).consumers.info(SERVICES.orders.stream, durableNameOf('coins', subject));
      return info.num_pending === 0 && info.num_ack_pending === 0;
    },
    identity,
    asOrders,
    asOrdersError: (subject, data) => failureOf(subject, () => asOrders(subject, data)),
    publishRegistered,
    async newUser(referralCode = null) {
      const userId = randomUUID();
      await publishRegistered({ userId, email: `${userId.slice(0, 8)}@test.pk`, name: 'Coin Tester', referralCode });
      await eventually(async () => (await db.query(`SELECT 1 FROM referral_codes WHERE user_id = $1`, [userId])).length === 1, 20_000, 'the coin account');
      return { userId, ctx: { userId, role: 'reseller', plan: 'free' } };
    },
    async backdateMining(userId, seconds) {
      await db.query(`UPDATE discount_coins SET last_mining_update = last_mining_update - make_interval(secs => $2) WHERE user_id = $1`, [userId, seconds]);
    },
    async books(userId) {
      const [row] = await db.query(
        `SELECT d.balance::text AS balance, d.total_earned::text AS "totalEarned", d.total_spent::text AS "totalSpent",
                (SELECT coalesce(sum(amount), 0)::numeric(18,4)::text FROM coin_transactions t WHERE t.user_id = d.user_id) AS "ledgerSum",
                (SELECT count(*)::int FROM coin_transactions t WHERE t.user_id = d.user_id) AS rows
           FROM discount_coins d WHERE d.user_id = $1`,
        [userId],
      );
      return row;
    },
    async close() {
      await wallet.close().catch(() => undefined);
      await ordersNc.close().catch(() => undefined);
      await identity.close().catch(() => undefined);
      await h.close();
    },
  };
}
