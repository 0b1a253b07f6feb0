import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats, createServiceApp, ensureStream, NatsRpcClient, type RunningService } from '@resellpk/backend-messaging';
import { failureOf, publishTestEvent, startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { eventually, uniqueId } from '@resellpk/backend-testing';
import {
  durableNameOf,
  IdentityEvents,
  inboxPrefixOf,
  OrdersEvents,
  SERVICES,
  streamSubjectsOf,
  type EventEnvelope,
  type MoneyMovement,
  type MoneyMovementResult,
  type OrderDeliveredV1,
  type RequestContext,
  type ServiceError,
} from '@resellpk/contracts';
import { PaymentDecisionsService } from '../payment-requests/payment-decisions.service';
import { seedDemoWalletPayments } from '../seed/seed-demo-data';
import { walletPaymentsService } from '../service';

export const reseller = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'reseller', plan: 'free' });
export const admin = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'admin', plan: 'free' });
export const helper = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'topup_helper', plan: 'free' });

/** wallet-payments-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway (and, for money, as coins) calls it. */
export interface WalletPaymentsHarness extends ServiceHarness {
  /** credit / debit as another service calls them (coins' bus permissions) */
  move(subject: string, movement: MoneyMovement): Promise<MoneyMovementResult>;
  moveError(subject: string, movement: MoneyMovement): Promise<ServiceError>;
  /** the expiry sweep, run now in the service (what the BullMQ job runs) */
  sweep(): Promise<number>;
  /** the demo receiving accounts (easypaisa, jazzcash, bank transfer; none for others) */
  seedAccounts(): Promise<void>;
  /** stops the service and does `whileDown` with only the database, then boots it again on the same database and NATS */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  queuePrefix: string;
  /** publishes identity.user.registered.v1 as identity's relay would (its stream made on first use); resolves once the consumer drained it */
  registered(user: { userId: string; email: string }, msgId?: string): Promise<void>;
  /** publishes orders.order.delivered.v1 as orders' relay would; `envelope` overrides (the same id again), `msgId` gets past the duplicate window */
  delivered(data: OrderDeliveredV1, opts?: { envelope?: Partial<EventEnvelope<OrderDeliveredV1>>; msgId?: string }): Promise<EventEnvelope<OrderDeliveredV1>>;
  /** true once wallet-payments' consumer of `subject` (on orders' stream) has nothing pending or unacknowledged */
  ordersDrained(subject: string): Promise<boolean>;
}

export interface WalletPaymentsHarnessOptions {
  /** run the BullMQ expiry job (own queue prefix), every `expiryEveryMs` */
  expiryJob?: boolean;
  expiryEveryMs?: number;
  /** the job's Redis (default: REDIS_URL, the machine's) */
  redisUrl?: string;
}

export async function startWalletPaymentsHarness(opts: WalletPaymentsHarnessOptions = {}): Promise<WalletPaymentsHarness> {
  const queuePrefix = `test-${uniqueId()}`;
  const env = {
    PAYMENT_EXPIRY_JOB: opts.expiryJob ? '1' : '0',
    PAYMENT_EXPIRY_EVERY_MS: String(opts.expiryEveryMs ?? 15_000),
    QUEUE_PREFIX: queuePrefix,
    SEED_DEMO: '0',
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
  };
  const base = await startServiceHarness(walletPaymentsService, { dbPrefix: 'wallet_payments_test', env });
  let service: RunningService = base.service;
  let coinsNc: NatsConnection | undefined;
  let ordersNc: NatsConnection | undefined;
  try {
    coinsNc = await connectNats(base.nats.url, 'wallet-payments-test-coins', { ...base.nats.credentials('coins'), inboxPrefix: inboxPrefixOf('coins') });
    // the publishers' streams, as identity and orders make them when they boot: the service's consumers start on them
    ordersNc = await connectNats(base.nats.url, 'orders-stand-in', base.nats.superuser);
    await ensureStream(ordersNc, { name: SERVICES.orders.stream, subjects: streamSubjectsOf('orders') });
    await ensureStream(ordersNc, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
  } catch (error) {
    await coinsNc?.close().catch(() => undefined);
    await ordersNc?.close().catch(() => undefined);
    await base.close();
    throw error;
  }
  const orders = ordersNc;
  const coins = new NatsRpcClient(coinsNc, inboxPrefixOf('coins'));
  const move = (subject: string, movement: MoneyMovement) =>
    coins.request<MoneyMovementResult>(subject, { correlationId: `test-${uniqueId()}` }, movement, { timeoutMs: 15_000 });

  let identityNc: NatsConnection | undefined;

  const h: WalletPaymentsHarness = {
    ...base,
    queuePrefix,
    get service() {
      return service;
    },
    move,
    moveError: (subject, movement) => failureOf(subject, () => move(subject, movement)),
    sweep: () => service.app.get(PaymentDecisionsService).expireDue(),
    async seedAccounts() {
      await seedDemoWalletPayments(service.dataSource);
    },
    async restart(whileDown) {
      await service.close();
      if (whileDown) await whileDown();
      service = await createServiceApp(walletPaymentsService, {
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
        natsUrl: base.nats.url,
        databaseUrl: base.db.url,
        healthPort: 0,
        natsUser: walletPaymentsService.service,
        natsPassword: base.nats.credentials(walletPaymentsService.service).password,
      });
    },
    async registered(user, msgId) {
      if (!identityNc) {
        identityNc = await connectNats(base.nats.url, 'identity-stand-in', base.nats.superuser);
        await ensureStream(identityNc, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
      }
      await service.consumersReady;
      await publishTestEvent(identityNc, IdentityEvents.userRegisteredV1, { userId: user.userId, email: user.email, name: 'Registered User', referralCode: null }, { msgId });
      const jsm = await identityNc.jetstreamManager();
      const durable = durableNameOf('wallet-payments', IdentityEvents.userRegisteredV1);
      await eventually(async () => {
        const info = await jsm.consumers.info(SERVICES.identity.stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, 20_000, 'the registration to be consumed');
    },
    delivered: (data, o = {}) => publishTestEvent(orders, OrdersEvents.orderDeliveredV1, data, o),
    async ordersDrained(subject) {
      const info = await (await orders.jetstreamManager()).consumers.info(SERVICES.orders.stream, durableNameOf('wallet-payments', subject));
      return info.num_pending === 0 && info.num_ack_pending === 0;
    },
    async close() {
      await identityNc?.close().catch(() => undefined);
      await orders.close().catch(() => undefined);
      await coinsNc?.close().catch(() => undefined);
      // base.close() closes the service it started (a second close is a no-op) and drops the database
      if (service !== base.service) await service.close();
      await base.close();
    },
  };
  return h;
}
