import { JSONCodec, type NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { createLogger } from '@resellpk/backend-logging';
import {
  connectNats,
  ensureStream,
  InboxEntry,
  JetStreamSubscriber,
  OutboxInboxMigration1732300000000,
  type Subscription,
} from '@resellpk/backend-messaging';
import { createDataSource, runMigrations } from '@resellpk/backend-persistence';
import { createTestDatabase, type TestDatabase } from '@resellpk/backend-testing';
import { IdentityEvents, SERVICES, streamSubjectsOf, type EventEnvelope, type UserRegisteredV1 } from '@resellpk/contracts';
import { eventually, startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';
import { AuthService } from './auth.service';

/**
 * The required proof: identity.user.registered.v1 reaches a durable JetStream consumer
 * exactly once, although NATS is down between the signup's commit and the relay, and although
 * the same event is published again afterwards.
 */
const IDENTITY_STREAM = { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') };

describe('identity: registration event delivery', () => {
  const DURABLE = 'coins-registrations-test';
  let h: IdentityHarness;
  let consumerDb: TestDatabase;
  let consumerDs: DataSource;
  let consumerNc: NatsConnection;
  let subscriber: JetStreamSubscriber;
  let subscription: Subscription;

  beforeAll(async () => {
    h = await startIdentityHarness();
    // a stand-in for a consuming service (coins): its own database with an inbox and a table it applies events to
    consumerDb = await createTestDatabase('identity_consumer_test');
    consumerDs = createDataSource({ url: consumerDb.url, entities: [InboxEntry], migrations: [OutboxInboxMigration1732300000000] });
    await consumerDs.initialize();
    await runMigrations(consumerDs);
    // deliberately without a unique key: a second application of the event would show as a second row
    await consumerDs.query(`CREATE TABLE applied_registrations (event_id uuid NOT NULL, user_id uuid NOT NULL, referral_code text NULL)`);

    consumerNc = await connectNats(h.nats.url, 'identity-consumer-test', h.nats.superuser);
    await ensureStream(consumerNc, IDENTITY_STREAM);
    subscriber = new JetStreamSubscriber(() => consumerNc, createLogger('identity-consumer-test', 'error'));
    subscription = subscriber.subscribe<UserRegisteredV1>({
      stream: IDENTITY_STREAM.name,
      durable: DURABLE,
      filterSubject: IdentityEvents.userRegisteredV1,
      dataSource: consumerDs,
      handler: async (env, manager) => {
        await manager.query(`INSERT INTO applied_registrations (event_id, user_id, referral_code) VALUES ($1, $2, $3)`, [
          env.id,
          env.data.userId,
          env.data.referralCode,
        ]);
      },
    });
    await subscription.ready;
  }, 60_000);

  afterAll(async () => {
    await subscriber?.stop();
    await consumerNc?.close().catch(() => undefined);
    if (consumerDs?.isInitialized) await consumerDs.destroy();
    await consumerDb?.drop();
    await h?.close();
  });

  const applied = async (userId: string): Promise<Array<{ event_id: string; referral_code: string | null }>> =>
    consumerDs.query(`SELECT event_id, referral_code FROM applied_registrations WHERE user_id = $1`, [userId]);

  it('applies the event once although NATS was down after the commit, and once again after a re-publish', async () => {
    await h.nats.stop();

    // the signup commits (user + outbox row) while the relay cannot reach NATS
    const session = await h.service.app.get(AuthService).signup(
      { name: 'Offline Signup', email: 'offline@example.pk', whatsappNumber: '03001234567', password: TEST_PASSWORD },
      { correlationId: 'corr-offline-signup' },
    );
    expect(await h.service.relay.flush()).toBe(0);
    const [row] = await h.service.dataSource.query(`SELECT id, published_at, envelope FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [
      IdentityEvents.userRegisteredV1,
      session.user.id,
    ]);
    expect(row.published_at).toBeNull();
    const envelope = row.envelope as EventEnvelope<UserRegisteredV1>;
    expect(envelope).toMatchObject({
      id: row.id,
      type: IdentityEvents.userRegisteredV1,
      version: 1,
      correlationId: 'corr-offline-signup',
      data: { userId: session.user.id, email: 'offline@example.pk', name: 'Offline Signup', referralCode: null },
    });

    await h.startNats();

    // the relay recovers on its own (no flush from the test) and the consumer applies the event
    const rows = await eventually(async () => ((await applied(session.user.id)).length > 0 ? applied(session.user.id) : undefined), 45_000, 'the registration event');
    expect(rows).toEqual([{ event_id: row.id, referral_code: null }]);
    const [published] = await h.service.dataSource.query(`SELECT published_at FROM outbox WHERE id = $1`, [row.id]);
    expect(published.published_at).not.toBeNull();

    // forced re-publish of the same outbox row: JetStream drops it by its Nats-Msg-Id
    const jsm = await consumerNc.jetstreamManager();
    const lastSeqBefore = (await jsm.streams.info(IDENTITY_STREAM.name)).state.last_seq;
    await h.service.dataSource.query(`UPDATE outbox SET published_at = NULL WHERE id = $1`, [row.id]);
    expect(await h.service.relay.flush()).toBe(1);
    expect((await jsm.streams.info(IDENTITY_STREAM.name)).state.last_seq).toBe(lastSeqBefore);
    // and the same envelope published outside the duplicate window (new msg id): the inbox skips it
    const js = consumerNc.jetstream();
    const ack = await js.publish(IdentityEvents.userRegisteredV1, JSONCodec().encode(envelope), { msgID: `${row.id}-again` });
    expect(ack.duplicate).toBe(false);

    await eventually(async () => {
      const info = await jsm.consumers.info(IDENTITY_STREAM.name, DURABLE);
      return info.delivered.stream_seq >= ack.seq && info.num_pending === 0 && info.num_ack_pending === 0;
    }, 20_000, 'the duplicate to be delivered and acked');

    expect(await applied(session.user.id)).toHaveLength(1);
    const inbox = await consumerDs.query(`SELECT count(*)::int AS count FROM inbox WHERE consumer = $1 AND event_id = $2`, [DURABLE, row.id]);
    expect(inbox[0].count).toBe(1);
  }, 120_000);
});
