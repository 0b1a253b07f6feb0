import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { connectNats, ensureStream, NatsRpcClient } from '@resellpk/backend-messaging';
import { createServiceApp, type RunningService } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { failureOf, publishTestEvent, startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { eventually, uniqueId } from '@resellpk/backend-testing';
import {
  durableNameOf,
  IdentityEvents,
  inboxPrefixOf,
  MONEY_MOVEMENT_POLICY,
  OrdersEvents,
  SERVICES,
  streamSubjectsOf,
  type BusApp,
  type EventEnvelope,
  type MoneyMovement,
  type MoneyMovementSubject,
  type MoneyMovementResult,
  type OrderDeliveredV1,
  type RequestContext,
  type ServiceError,
} from '@resellpk/contracts';
import { TopUpDecisionsService } from '../top-ups/top-up-decisions.service';
import { seedDemoWalletPayments } from '../seed/seed-demo-data';
import { walletPaymentsService } from '../service';
import { Ledger } from '../wallets/ledger';

export const reseller = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'reseller', plan: 'free' });
export const admin = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'admin', plan: 'free' });
export const helper = (userId = randomUUID()): Partial<RequestContext> => ({ userId, role: 'topup_helper', plan: 'free' });

/** wallet-payments-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway (and, for money, as the command's caller) calls it. */
export interface WalletPaymentsHarness extends ServiceHarness {
  /** a money command sent as its caller sends it (that service's bus permissions, MONEY_MOVEMENT_POLICY) */
  move(subject: MoneyMovementSubject, movement: MoneyMovement): Promise<MoneyMovementResult>;
  moveError(subject: MoneyMovementSubject, movement: MoneyMovement): Promise<ServiceError>;
  /** any command sent as another service sends it (that service's bus permissions) */
  callAs<T>(app: BusApp, subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<T>;
  /** test set-up: a credit of any type posted on the ledger in-process (no service may send a top-up or a profit over the bus) */
  fund(movement: MoneyMovement): Promise<MoneyMovementResult>;
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
  let ordersNc: NatsConnection | undefined;
  try {
    // the publishers' streams, as identity and orders make them when they boot: the service's consumers start on them
    ordersNc = await connectNats(base.nats.url, 'orders-stand-in', base.nats.superuser);
    await ensureStream(ordersNc, { name: SERVICES.orders.stream, subjects: streamSubjectsOf('orders') });
    await ensureStream(ordersNc, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
  } catch (error) {
    await ordersNc?.close().catch(() => undefined);
    await base.close();
    throw error;
  }
  const orders = ordersNc;
  // one connection per money caller, made on first use, with that service's credentials
  const callers = new Map<BusApp, Promise<{ nc: NatsConnection; rpc: NatsRpcClient }>>();
  const callerOf = (app: BusApp) => {
    let c = callers.get(app);
    if (!c) {
      c = connectNats(base.nats.url, `wallet-payments-test-${app}`, { ...base.nats.credentials(app), inboxPrefix: inboxPrefixOf(app) }).then((nc) => ({ nc, rpc: new NatsRpcClient(nc, inboxPrefixOf(app)) }));
      callers.set(app, c);
    }
    return c;
  };
  const move = async (subject: MoneyMovementSubject, movement: MoneyMovement) => {
    const { rpc } = await callerOf(MONEY_MOVEMENT_POLICY[subject].callers[0]);
    return rpc.request<MoneyMovementResult>(subject, { correlationId: `test-${uniqueId()}` }, movement, { timeoutMs: 15_000 });
  };

  let identityNc: NatsConnection | undefined;

  const h: WalletPaymentsHarness = {
    ...base,
    queuePrefix,
    get service() {
      return service;
    },
    move,
    moveError: (subject, movement) => failureOf(subject, () => move(subject, movement)),
    async callAs<T>(app: BusApp, subject: string, data: unknown, ctx: Partial<RequestContext> = {}) {
      const { rpc } = await callerOf(app);
      return rpc.request<T>(subject, { correlationId: `test-${uniqueId()}`, ...ctx }, data, { timeoutMs: 15_000 });
    },
    async fund(movement) {
      const ledger = service.app.get(Ledger);
      const posted = await withTransaction(service.dataSource, (tx) => ledger.move(tx, 'credit', movement, { correlationId: `test-${uniqueId()}` }));
      return { transactionId: posted.transactionId, balancePaisa: posted.balancePaisa, applied: posted.applied };
    },
    sweep: () => service.app.get(TopUpDecisionsService).expireDue(),
    async seedAccounts() {
      await seedDemoWalletPayments(service.dataSource);
    },
    async restart(whileDown) {
      await service.close();
      if (whileDown) await whileDown();
      service = await createServiceApp(walletPaymentsService, {
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
        natsUrl: base.nats.url,
        databaseUrl: base.db.appUrl,
        migrationDatabaseUrl: base.db.ownerUrl,
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
      for (const c of callers.values()) await (await c).nc.close().catch(() => undefined);
      // base.close() closes the service it started (a second close is a no-op) and drops the database
      if (service !== base.service) await service.close();
      await base.close();
    },
  };
  return h;
}

export interface WalletPaymentsSuiteOptions extends WalletPaymentsHarnessOptions {
  /** the demo receiving accounts, for specs that make top-ups */
  seedAccounts?: boolean;
  /** also wait for the event consumers (specs that publish events at once) */
  consumersReady?: boolean;
}

/** A spec's harness (`h`, filled in by beforeAll) and its database. */
export interface WalletPaymentsSuite {
  h: WalletPaymentsHarness;
  db(): DataSource;
}

/**
 * The int-specs' common set-up: one harness for the describe block, started (with the demo
 * receiving accounts when asked) before its tests and closed after them.
 */
export function walletPaymentsSuite({ seedAccounts, consumersReady, ...opts }: WalletPaymentsSuiteOptions = {}): WalletPaymentsSuite {
  const t = { db: () => t.h.service.dataSource } as WalletPaymentsSuite;
  beforeAll(async () => {
    t.h = await startWalletPaymentsHarness(opts);
    if (seedAccounts) await t.h.seedAccounts();
    if (consumersReady) await t.h.service.consumersReady;
  }, 60_000);
  afterAll(() => t.h?.close());
  return t;
}
