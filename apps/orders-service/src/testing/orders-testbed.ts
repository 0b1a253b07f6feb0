import { randomUUID } from 'node:crypto';
import { createServiceApp, type RunningService } from '@resellpk/backend-service';
import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { uniqueId } from '@resellpk/backend-testing';
import {
  OrdersSubjects,
  type CustomerDetails,
  type OrderView,
  type PlaceOrderRequest,
  type PlanCode,
  type ProductPricing,
  type RequestContext,
  type ServiceError,
} from '@resellpk/contracts';
import { coinsToUnits } from '@resellpk/domain';
import { ordersService } from '../service';
import { FakeCatalog, FakeCoins, FakeIdentity } from './fake-collaborators';

export const CUSTOMER: CustomerDetails = { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' };

/** orders-service with stand-ins for catalog, identity and coins on its nats-server (their real bus users). */
export interface OrdersTestbed {
  h: ServiceHarness;
  readonly service: RunningService;
  catalog: FakeCatalog;
  identity: FakeIdentity;
  coins: FakeCoins;
  /** a product in the catalogue (wholesale Rs. 1,000, retail 1,500, discounted 1,200, 300 coin discount, 0.5 kg, stock 10) */
  product(over?: Partial<ProductPricing>): ProductPricing;
  /** a reseller with that plan and coin balance (whole coins) */
  reseller(plan?: PlanCode, coins?: number): Partial<RequestContext> & { userId: string };
  admin(): Partial<RequestContext> & { userId: string };
  place(ctx: Partial<RequestContext>, body: Partial<PlaceOrderRequest> & Pick<PlaceOrderRequest, 'items'>): Promise<OrderView>;
  placeError(ctx: Partial<RequestContext>, body: Partial<PlaceOrderRequest> & Pick<PlaceOrderRequest, 'items'>): Promise<ServiceError>;
  /** stops this instance as a crash would leave its work, then boots a fresh one on the same database and NATS */
  restart(env?: Record<string, string>): Promise<void>;
  queuePrefix: string;
  close(): Promise<void>;
}

export async function startOrdersTestbed(env: Record<string, string> = {}): Promise<OrdersTestbed> {
  const queuePrefix = `test-${uniqueId()}`;
  const baseEnv = { ORDERS_RECOVERY_JOB: '0', QUEUE_PREFIX: queuePrefix, ORDERS_PENDING_WAIT_MS: '8000' };
  const h = await startServiceHarness(ordersService, { dbPrefix: 'orders_test', env: { ...baseEnv, ...env }, timeoutMs: 30_000 });
  const [catalog, identity, coins] = await Promise.all([new FakeCatalog().start(h.nats), new FakeIdentity().start(h.nats), new FakeCoins().start(h.nats)]);
  let service = h.service;
  let n = 0;
  const body = (b: Partial<PlaceOrderRequest> & Pick<PlaceOrderRequest, 'items'>): PlaceOrderRequest => ({ customer: CUSTOMER, idempotencyKey: `key-${randomUUID()}`, ...b });

  return {
    h,
    get service() {
      return service;
    },
    catalog,
    identity,
    coins,
    queuePrefix,
    product(over = {}) {
      n++;
      const p: ProductPricing = {
        id: randomUUID(),
        name: `Test product ${n}`,
        image: null,
        planAccess: 'free',
        wholesalePricePaisa: 100_000,
        retailPricePaisa: 150_000,
        discountedPricePaisa: 120_000,
        coinDiscount: 300,
        weightKg: 0.5,
        stock: 10,
        ...over,
      };
      catalog.products.set(p.id, p);
      return p;
    },
    reseller(plan = 'free', balance = 1000) {
      const userId = randomUUID();
      identity.plans.set(userId, plan);
      coins.balances.set(userId, coinsToUnits(balance));
      // the token's plan may be stale: pricing must not read it (identity's answer wins)
      return { userId, role: 'reseller', plan: 'free' };
    },
    admin: () => ({ userId: randomUUID(), role: 'admin', plan: 'free' }),
    place: (ctx, b) => h.call<OrderView>(OrdersSubjects.place, body(b), ctx),
    placeError: (ctx, b) => h.callError(OrdersSubjects.place, body(b), ctx),
    async restart(next = {}) {
      await service.close();
      service = await createServiceApp(ordersService, {
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...baseEnv, ...next },
        natsUrl: h.nats.url,
        databaseUrl: h.db.appUrl,
        migrationDatabaseUrl: h.db.ownerUrl,
        healthPort: 0,
        natsUser: ordersService.service,
        natsPassword: h.nats.credentials(ordersService.service).password,
      });
    },
    async close() {
      await Promise.all([catalog.close(), identity.close(), coins.close()]);
      if (service !== h.service) await service.close();
      await h.close();
    },
  };
}
