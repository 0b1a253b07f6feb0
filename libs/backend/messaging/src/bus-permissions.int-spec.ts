import { Events, type NatsConnection } from 'nats';
import { startNatsServer, type TestNatsServer } from '@resellpk/backend-testing';
import { inboxPrefixOf, MONEY_MOVEMENT_POLICY, WalletPaymentsSubjects, type BusApp } from '@resellpk/contracts';
import { connectNats } from './rpc/connect-nats';
import { NatsRpcClient } from './rpc/nats-rpc-client';
import { ServiceFailure } from './rpc/service-failure';

/**
 * The bus as the stack runs it (infra/nats: one user per app, generated permissions): no anonymous
 * client, and no app can send another app's commands or events, serve its subjects or read its replies.
 */
describe('the bus admits each app only to its own subjects', () => {
  let nats: TestNatsServer;
  const open: NatsConnection[] = [];
  const as = async (app: BusApp) => {
    const nc = await connectNats(nats.url, `${app}-test`, { ...nats.credentials(app), inboxPrefix: inboxPrefixOf(app), maxReconnectAttempts: 0 });
    open.push(nc);
    return nc;
  };
  /** What the server answered to this connection's operations: permission violations by subject. */
  const violations = (nc: NatsConnection) => {
    const seen: string[] = [];
    void (async () => {
      for await (const s of nc.status()) {
        const ctx = (s as { permissionContext?: { operation: string; subject: string } }).permissionContext;
        if (s.type === Events.Error && ctx) seen.push(`${ctx.operation} ${ctx.subject}`);
      }
    })();
    return seen;
  };
  const settle = async (nc: NatsConnection) => {
    await nc.flush();
    await new Promise((r) => setTimeout(r, 200));
  };

  beforeAll(async () => {
    nats = await startNatsServer({ jetstream: true });
  });
  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close().catch(() => undefined)));
    await nats?.dispose();
  });

  it('refuses an anonymous client and a wrong password', async () => {
    await expect(connectNats(nats.url, 'anonymous', { maxReconnectAttempts: 0, waitOnFirstConnect: false })).rejects.toThrow(/Authorization Violation/i);
    await expect(
      connectNats(nats.url, 'guesser', { user: 'gateway', password: 'wrong', maxReconnectAttempts: 0, waitOnFirstConnect: false }),
    ).rejects.toThrow(/Authorization Violation/i);
  });

  it('delivers what the registry allows: the gateway calls catalog, catalog answers', async () => {
    const catalog = await as('catalog');
    catalog.subscribe('catalog.getProduct', { queue: 'catalog', callback: (_e, msg) => msg.respond(new TextEncoder().encode('{"response":{"ok":true,"data":1}}')) });
    await catalog.flush();
    const gateway = await as('gateway');
    const reply = await gateway.request('catalog.getProduct', new TextEncoder().encode('{}'), { timeout: 2000 });
    expect(new TextDecoder().decode(reply.data)).toContain('"ok":true');
  });

  it("refuses a service that sends another service's command, and that command never arrives", async () => {
    const received: string[] = [];
    const identity = await as('identity');
    identity.subscribe('identity.changeRole', { queue: 'identity', callback: (_e, msg) => received.push(msg.subject) });
    await identity.flush();
    const catalog = await as('catalog');
    const refused = violations(catalog);
    catalog.publish('identity.changeRole', new TextEncoder().encode('{"ctx":{"userId":"x","role":"admin"}}'));
    await settle(catalog);
    expect(refused).toContain('publish identity.changeRole');
    expect(received).toEqual([]);
  });

  it("refuses a service that publishes another service's event, and the gateway publishing any event", async () => {
    const catalog = await as('catalog');
    const refused = violations(catalog);
    catalog.publish('identity.user.role-changed.v1', new TextEncoder().encode('{}'));
    const gateway = await as('gateway');
    const gatewayRefused = violations(gateway);
    gateway.publish('catalog.product.stock-back.v1', new TextEncoder().encode('{}'));
    await settle(catalog);
    await settle(gateway);
    expect(refused).toContain('publish identity.user.role-changed.v1');
    expect(gatewayRefused).toContain('publish catalog.product.stock-back.v1');
  });

  it("refuses serving another service's subject and reading another app's replies", async () => {
    const orders = await as('orders');
    const refused = violations(orders);
    orders.subscribe('identity.login', { callback: () => undefined });
    orders.subscribe('_INBOX_gateway.>', { callback: () => undefined });
    await settle(orders);
    expect(refused).toEqual(expect.arrayContaining(['subscription identity.login', 'subscription _INBOX_gateway.>']));
  });

  it("lets no service move money through another service's money command: orders, chat and the gateway none, coins only its pack payment", async () => {
    const moneySubjects = Object.keys(MONEY_MOVEMENT_POLICY);
    const received: string[] = [];
    const wallet = await as('wallet-payments');
    for (const subject of moneySubjects) wallet.subscribe(subject, { queue: 'wallet-payments', callback: (_e, msg) => received.push(msg.subject) });
    await wallet.flush();
    // a forged credit, sent with each service's own credentials straight onto the bus
    const forged = new TextEncoder().encode(JSON.stringify({ ctx: { correlationId: 'attack' }, data: { userId: 'u', amountPaisa: 100_000_000_000, key: 'k', type: 'top_up', description: 'x' } }));
    const attempts: Array<[BusApp, string[]]> = [
      ['orders', moneySubjects],
      ['chat', moneySubjects],
      ['gateway', moneySubjects],
      ['coins', [WalletPaymentsSubjects.payPartnerPlan, WalletPaymentsSubjects.refundPartnerPlan, WalletPaymentsSubjects.credit]],
    ];
    for (const [app, subjects] of attempts) {
      const nc = await as(app);
      const refused = violations(nc);
      for (const subject of subjects) nc.publish(subject, forged);
      await settle(nc);
      expect({ app, refused: [...refused].sort() }).toEqual({ app, refused: subjects.map((s) => `publish ${s}`).sort() });
    }
    // a request (what a service's BusClient sends) is refused as well
    const ordersRpc = new NatsRpcClient(await as('orders'), inboxPrefixOf('orders'));
    await expect(ordersRpc.request(WalletPaymentsSubjects.payCoinPack, { correlationId: 'attack' }, {}, { timeoutMs: 5_000 })).rejects.toBeInstanceOf(ServiceFailure);
    expect(received).toEqual([]);
    // the caller the policy names gets through (the refusals above are the bus's, not a dead subject)
    const coins = await as('coins');
    coins.publish(WalletPaymentsSubjects.payCoinPack, forged);
    await settle(coins);
    expect(received).toEqual([WalletPaymentsSubjects.payCoinPack]);
  });

  it('fails a call the bus refuses at once, not after its timeout', async () => {
    const rpc = new NatsRpcClient(await as('orders'), inboxPrefixOf('orders'));
    const started = Date.now();
    const err = await rpc.request('identity.changeRole', { correlationId: 't' }, {}, { timeoutMs: 10_000 }).catch((e: ServiceFailure) => e);
    expect(err).toBeInstanceOf(ServiceFailure);
    expect((err as ServiceFailure).code).toBe('INTERNAL');
    // the refusal, not the 10 s timeout
    expect(Date.now() - started).toBeLessThan(9_000);
  });
});
