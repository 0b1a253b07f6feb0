import { SpanKind } from '@opentelemetry/api';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { defaultInstrumentations, HTTP_SERVER_TRACER_NAME, instrumentLoadedModules, startTracing, type Tracing } from '@resellpk/backend-observability/tracing';
import { connectBusCaller, startServiceStack, type BusCaller, type ServiceStack } from '@resellpk/backend-service-testing';
import { eventually } from '@resellpk/backend-testing';
import { CatalogSubjects, durableNameOf, OrdersEvents, type AdminProductView, type OrderView, type ProductInput } from '@resellpk/contracts';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import request from 'supertest';
import { catalogService } from '../../apps/catalog-service/src/service';
import { coinsService } from '../../apps/coins-service/src/service';
import { startGateway, type RunningGateway } from '../../apps/gateway/src/testing/gateway-harness';
import { ordersService } from '../../apps/orders-service/src/service';
import { FakeIdentity } from '../../apps/orders-service/src/testing/fake-collaborators';

const BUS_SCOPE = '@resellpk/bus';
const HTTP_SCOPE = HTTP_SERVER_TRACER_NAME;
const PG_SCOPE = '@opentelemetry/instrumentation-pg';

/**
 * Issue 36: one checkout through the gateway is ONE trace, from the gateway's HTTP span through
 * the NATS requests (trace context in the message headers) to orders, catalog and coins, and on
 * through the order's event (outbox relay -> JetStream -> consumers). The services share this
 * process, so a span's service is read from the bus subject it answers or its consumer group.
 */
describe('a checkout through the gateway is one trace across gateway, orders, catalog and coins', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let undoPatches: () => void;
  let stack: ServiceStack;
  let gw: RunningGateway;
  let identity: FakeIdentity;
  let admin: BusCaller;
  /** the trace id of each query pg's instrumentation took up (its request hook runs once it has made the query's span) */
  const queriesTakenUp: string[] = [];

  beforeAll(async () => {
    process.env.LOG_LEVEL ??= 'error';
    const instrumentations = defaultInstrumentations();
    const pg = instrumentations.find((i): i is PgInstrumentation => i instanceof PgInstrumentation)!;
    pg.setConfig({ ...pg.getConfig(), requestHook: (span) => void queriesTakenUp.push(span.spanContext().traceId) });
    tracing = startTracing({ serviceName: 'checkout-trace-test', exporter, instrumentations })!;
    // the module objects typeorm was given in this test's registry
    undoPatches = instrumentLoadedModules(instrumentations, { http, pg: require('pg'), 'pg-pool': require('pg-pool') });
    stack = await startServiceStack([
      { definition: catalogService, dbPrefix: 'catalog_trace', env: { SEED_DEMO: '0' } },
      { definition: coinsService, dbPrefix: 'coins_trace' },
      { definition: ordersService, dbPrefix: 'orders_trace', env: { ORDERS_RECOVERY_JOB: '0' } },
    ]);
    identity = await new FakeIdentity().start(stack.nats);
    gw = await startGateway({}, { nats: stack.nats });
    admin = await connectBusCaller(stack.nats, 'gateway');
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
    await gw?.close();
    await identity?.close();
    await stack?.close();
    undoPatches?.();
    await tracing?.shutdown();
  });

  /** A product with stock to order, created through the bus as the admin app does. */
  const createProduct = () =>
    admin.call<AdminProductView>(
      CatalogSubjects.createProduct,
      {
        name: `Traced kettle ${randomUUID().slice(0, 6)}`,
        shortName: 'Kettle',
        longName: 'Traced kettle',
        description: 'd',
        wholesalePricePaisa: 100_000,
        category: 'electronics',
        planAccess: 'free',
        weightKg: 0.5,
        stock: 5,
        coinDiscount: 0,
      } satisfies ProductInput,
      { userId: randomUUID(), role: 'admin', plan: 'free' },
    );

  const checkout = (productId: string, headers: Record<string, string>) =>
    request(gw.url)
      .post('/api/v1/orders')
      .set('Authorization', `Bearer ${gw.token('reseller', { userId: randomUUID() })}`)
      .set('Idempotency-Key', `trace-${randomUUID()}`)
      .set(headers)
      .send({
        items: [{ productId, quantity: 1, profitAmountPaisa: 10_000, applyCoins: false }],
        customer: { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' },
      });

  it('links every hop of the checkout under the gateway request, which carries the browser request id', async () => {
    const product = await createProduct();
    exporter.reset();
    const requestId = `browser-${randomUUID().slice(0, 8)}`;

    const res = await checkout(product.id, { 'x-correlation-id': requestId });
    expect(res.status).toBe(201);
    const order = res.body as OrderView;

    // the gateway's span is the root; its trace holds the rest once every span has ended
    const root = await eventually(
      () => exporter.getFinishedSpans().find((s) => s.instrumentationScope.name === HTTP_SCOPE && s.kind === SpanKind.SERVER && headerOf(s) === requestId),
      10_000,
      'the gateway request span',
    );
    expect(root.parentSpanContext).toBeUndefined();
    expect([root.name, root.attributes['http.route']]).toEqual(['POST /api/v1/orders', '/api/v1/orders']);
    const traceId = root.spanContext().traceId;
    const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    // the order's event, published by orders' outbox relay and applied by catalog and coins, continues the trace
    const placed = OrdersEvents.orderStatusChangedV1;
    const consumers = [durableNameOf('catalog', placed), durableNameOf('coins', placed)];
    await eventually(
      () => servedIn(inTrace()).has('orders.place') && consumers.every((group) => inTrace().some((s) => s.kind === SpanKind.CONSUMER && s.attributes['messaging.consumer.group.name'] === group)),
      15_000,
      'the services and the event consumers spans',
    );
    const spans = inTrace();

    // the hops: gateway -> orders.place -> catalog (pricing, reservation) and coins (balance)
    const served = servedIn(spans);
    expect([...served].filter((subject) => ['orders.place', 'catalog.pricingOf', 'catalog.reserveStock', 'coins.balanceOf'].includes(subject)).sort()).toEqual([
      'catalog.pricingOf',
      'catalog.reserveStock',
      'coins.balanceOf',
      'orders.place',
    ]);
    expect(new Set([...served].map((subject) => subject.split('.')[0]))).toEqual(new Set(['orders', 'catalog', 'coins']));

    // linked through the bus: every span's parent is in the trace, up to the gateway's span
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    for (const span of spans) expect(chainOf(span, byId).pop()).toBe(root.name);
    // each service span hangs under the calling service's CLIENT span for the same subject
    for (const server of spans.filter(isBusServer)) {
      const client = byId.get(server.parentSpanContext!.spanId)!;
      expect([client.kind, client.attributes['messaging.destination.name']]).toEqual([SpanKind.CLIENT, server.attributes['messaging.destination.name']]);
    }
    // and down to PostgreSQL: each service's queries are in the trace, on its own database
    const databases = new Set(spans.filter((s) => s.instrumentationScope.name === PG_SCOPE).map((s) => String(s.attributes['db.namespace'] ?? s.attributes['db.name'])));
    expect(['orders', 'catalog', 'coins'].filter((service) => databases.has(stack.dbs[service].name))).toEqual(['orders', 'catalog', 'coins']);
    expect(queriesTakenUp.filter((id) => id === traceId).length).toBe(spans.filter((s) => s.instrumentationScope.name === PG_SCOPE && s.name !== 'pg-pool.connect' && s.name !== 'pg.connect').length);

    // the relay's publish hangs under orders.place (the transaction that wrote the outbox row), each consumer under the publish
    const publish = spans.find((s) => s.kind === SpanKind.PRODUCER && s.attributes['messaging.destination.name'] === placed);
    expect(publish?.name).toBe(`${placed} publish`);
    for (const group of consumers) {
      const consumer = spans.find((s) => s.kind === SpanKind.CONSUMER && s.attributes['messaging.consumer.group.name'] === group)!;
      expect([group, consumer.parentSpanContext?.spanId]).toEqual([group, publish!.spanContext().spanId]);
    }
    expect(chainOf(publish!, byId)).toContain('orders.place process');
    const ordersPlace = spans.find((s) => isBusServer(s) && s.attributes['messaging.destination.name'] === 'orders.place')!;
    expect(byId.get(ordersPlace.parentSpanContext!.spanId)!.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
    expect(order.status).toBe('processing');
  }, 60_000);

  it('a checkout in a sampled-out trace: no span anywhere, no query taken up by pg, the decision carried through every hop', async () => {
    const product = await createProduct();
    // settled: the product's own event applied, nothing of it still running
    await new Promise((resolve) => setTimeout(resolve, 500));
    exporter.reset();
    const taken = queriesTakenUp.length;
    const traceId = randomUUID().replace(/-/g, '');
    const traceparent = `00-${traceId}-${'a'.repeat(16)}-00`;

    // a caller that sampled its trace out (as a browser's proxy or another gateway would)
    const res = await checkout(product.id, { traceparent });
    expect(res.status).toBe(201);
    const order = res.body as OrderView;
    expect(res.headers['x-correlation-id']).toBe(traceId);
    // gateway -> orders -> the outbox row: the decision went on through the bus with the trace id
    const [row] = await stack.dbs.orders.adminQuery<{ id: string; trace_context: Record<string, string> | null }>(
      `SELECT id, trace_context FROM outbox WHERE subject = $1 AND envelope->'data'->>'orderId' = $2`,
      [OrdersEvents.orderStatusChangedV1, order.id],
    );
    expect(row?.trace_context?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    // and on through JetStream to the consumers, which applied it
    for (const service of ['catalog', 'coins']) {
      await eventually(async () => (await stack.dbs[service].adminQuery(`SELECT 1 FROM inbox WHERE event_id = $1`, [row.id])).length === 1, 15_000, `${service} applied the order's event`);
    }
    await tracing.flush();
    // every new trace is kept in this test (ratio 1): a hop that lost the decision would have started one
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual([]);
    // pg made no span for any query of the checkout, its saga, the relay's or the consumers'
    expect(queriesTakenUp.slice(taken)).toEqual([]);
  }, 60_000);
});

/** The span's name and its ancestors' up to the trace's root. */
function chainOf(span: ReadableSpan, byId: Map<string, ReadableSpan>): string[] {
  const chain = [span.name];
  let at: ReadableSpan | undefined = span;
  while (at?.parentSpanContext) {
    at = byId.get(at.parentSpanContext.spanId);
    chain.push(at?.name ?? '(parent missing from the trace)');
  }
  return chain;
}

function headerOf(span: ReadableSpan): string | undefined {
  const value = span.attributes['http.request.header.x-correlation-id'];
  return Array.isArray(value) ? String(value[0]) : undefined;
}

function isBusServer(span: ReadableSpan): boolean {
  return span.instrumentationScope.name === BUS_SCOPE && span.kind === SpanKind.SERVER;
}

/** The subjects answered in these spans (the service is the subject's first word). */
function servedIn(spans: ReadableSpan[]): Set<string> {
  return new Set(spans.filter(isBusServer).map((s) => String(s.attributes['messaging.destination.name'])));
}
