import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, JSONCodec, type NatsConnection } from 'nats';
import { eventually } from '@resellpk/backend-testing';
import {
  CatalogSubjects as S,
  durableNameOf,
  IdentityEvents,
  SERVICES,
  type EventEnvelope,
  type ProductInput,
  type RequestContext,
  type Role,
  type RoleChangedV1,
} from '@resellpk/contracts';
import { openPublisherStreams, startCatalogHarness, type CatalogHarness } from '../testing/catalog-harness';

/**
 * The worked example of consuming a durable event (docs/consuming-events.md): catalog keeps the
 * roles identity announces (RoleProjection) and checks them on every catalogue change, so an
 * admin demoted now cannot keep managing products with an access token that is still valid.
 */
describe('catalog consumes identity.user.role-changed.v1', () => {
  const codec = JSONCodec<EventEnvelope<RoleChangedV1>>();
  const durable = durableNameOf('catalog', IdentityEvents.roleChangedV1);
  let h: CatalogHarness;
  let nc: NatsConnection;

  beforeAll(async () => {
    h = await startCatalogHarness();
    // identity's side: its stream exists and its events arrive (published here as the relay would)
    nc = await openPublisherStreams(h);
  });
  afterAll(async () => {
    await nc?.close();
    await h?.close();
  });

  const adminToken = (userId: string): Partial<RequestContext> => ({ userId, role: 'admin', plan: 'free' });
  const product = (): ProductInput => ({
    name: `Role test ${randomUUID().slice(0, 6)}`,
    shortName: 'Role',
    longName: 'Role test',
    description: 'd',
    wholesalePricePaisa: 10_000,
    category: 'electronics',
    planAccess: 'free',
    weightKg: 0,
    stock: 1,
    coinDiscount: 0,
  });
  const canManage = async (userId: string) => {
    try {
      await h.call(S.createProduct, product(), adminToken(userId));
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'FORBIDDEN') return false;
      throw error;
    }
  };
  const envelope = (userId: string, fromRole: Role, toRole: Role, occurredAt: Date): EventEnvelope<RoleChangedV1> => ({
    id: randomUUID(),
    type: IdentityEvents.roleChangedV1,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    correlationId: `test-${randomUUID()}`,
    data: { userId, fromRole, toRole, changedBy: randomUUID() },
  });
  /** as identity's relay publishes: the envelope id doubles as Nats-Msg-Id, unless a test re-sends it */
  const publish = async (env: EventEnvelope<RoleChangedV1>, msgId = env.id) => {
    const h2 = natsHeaders();
    h2.set('Nats-Msg-Id', msgId);
    await nc.jetstream().publish(IdentityEvents.roleChangedV1, codec.encode(env), { headers: h2 });
  };
  const inboxRows = async (eventId: string) =>
    Number((await h.service.dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durable, eventId]))[0].n);
  const drained = async () => {
    const info = await (await nc.jetstreamManager()).consumers.info(SERVICES.identity.stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  };

  it('a demotion takes effect at once, is applied once however often it arrives, and an older event never wins', async () => {
    const admin = randomUUID();
    expect(await canManage(admin)).toBe(true);

    const demoted = envelope(admin, 'admin', 'reseller', new Date());
    await publish(demoted);
    await eventually(async () => !(await canManage(admin)), 20_000, 'the demotion to reach catalog');

    // the same event again (past JetStream's duplicate window, as after a relay crash): the inbox absorbs it
    await publish(demoted, randomUUID());
    // an event from before the demotion, delivered late, must not promote the user back
    await publish(envelope(admin, 'reseller', 'admin', new Date(Date.now() - 60_000)));
    await eventually(drained, 20_000, 'the consumer to drain');
    expect(await inboxRows(demoted.id)).toBe(1);
    expect(await canManage(admin)).toBe(false);
    const [row] = await h.service.dataSource.query(`SELECT role FROM known_roles WHERE user_id = $1`, [admin]);
    expect(row.role).toBe('reseller');
  });

  it('an event whose handler fails is redelivered and applied once it can be', async () => {
    const admin = randomUUID();
    expect(await canManage(admin)).toBe(true);
    // the projection's table is unavailable: the handler fails, the event is nak'd and kept (DDL: as the administrator)
    await h.db.adminQuery(`ALTER TABLE known_roles RENAME TO known_roles_offline`);
    const demoted = envelope(admin, 'admin', 'reseller', new Date());
    try {
      await publish(demoted);
      await eventually(async () => {
        const info = await (await nc.jetstreamManager()).consumers.info(SERVICES.identity.stream, durable);
        return info.num_redelivered > 0 || info.num_ack_pending > 0;
      }, 20_000, 'a failed delivery');
      expect(await inboxRows(demoted.id)).toBe(0);
    } finally {
      await h.db.adminQuery(`ALTER TABLE known_roles_offline RENAME TO known_roles`);
    }
    await eventually(async () => !(await canManage(admin)), 30_000, 'the redelivered demotion');
    expect(await inboxRows(demoted.id)).toBe(1);
  });

  it('a user identity never announced a change for keeps the role of their token', async () => {
    expect(await canManage(randomUUID())).toBe(true);
    const reseller: Partial<RequestContext> = { userId: randomUUID(), role: 'reseller', plan: 'free' };
    expect((await h.callError(S.createProduct, product(), reseller)).code).toBe('FORBIDDEN');
  });
});
