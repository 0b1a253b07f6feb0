import { JSONCodec, type NatsConnection } from 'nats';
import { connectNats } from '@resellpk/backend-messaging';
import { CoinsSubjects, IdentityEvents, IdentitySubjects, type ServiceReply, type ServiceRequest } from '@resellpk/contracts';
import { COIN_MSG } from '@resellpk/domain';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';

/**
 * Signup with a referral code: identity asks coins (`coins.lookupReferralCode`) before any account
 * is made. coins-service is another app (module boundaries keep its code out of identity's tests), so
 * a stand-in answers that subject on the harness NATS, connected as `coins` with coins' real bus
 * permissions: identity's right to send the subject is the generated NATS config's. The linking
 * itself (referred_by from the event) is coins' test (accounts.int-spec.ts) and the e2e coins spec.
 */
const codec = JSONCodec<{ id: string; data?: ServiceRequest<{ code: string }>; response?: ServiceReply<unknown> }>();
const OWNER_ID = '5b0d8f7e-1d7a-4c55-9d4e-1f6f1c2a9b10';

describe('identity: signup with a referral code', () => {
  let h: IdentityHarness;
  let coinsNc: NatsConnection;
  const asked: string[] = [];
  let coinsDown = false;

  beforeAll(async () => {
    h = await startIdentityHarness();
    coinsNc = await connectNats(h.nats.url, 'coins-lookup-stand-in', h.nats.credentials('coins'));
    coinsNc.subscribe(CoinsSubjects.lookupReferralCode, {
      callback: (err, msg) => {
        if (err) return;
        const packet = codec.decode(msg.data);
        const code = packet.data?.data.code ?? '';
        asked.push(code);
        // coins' own rule: trimmed, upper-cased, one known code
        const known = code.trim().toUpperCase() === 'K7MQ3XPA';
        const response: ServiceReply<unknown> = coinsDown
          ? { ok: false, error: { code: 'UNAVAILABLE', message: 'coins is down' } }
          : known
            ? { ok: true, data: { userId: OWNER_ID, code: 'K7MQ3XPA' } }
            : { ok: false, error: { code: 'NOT_FOUND', message: COIN_MSG.unknownReferralCode, field: 'referralCode' } };
        msg.respond(codec.encode({ id: packet.id, response }));
      },
    });
    await coinsNc.flush();
  }, 60_000);

  afterAll(async () => {
    await coinsNc?.drain().catch(() => undefined);
    await h?.close();
  });

  beforeEach(() => {
    asked.length = 0;
    coinsDown = false;
  });

  const usersWith = async (email: string): Promise<number> =>
    (await h.service.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]))[0].n;
  const registrationOf = async (userId: string) =>
    (await h.service.dataSource.query(`SELECT envelope FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [IdentityEvents.userRegisteredV1, userId]))[0]
      ?.envelope;

  it('a known code makes the account, and the registration event carries the code as coins stores it', async () => {
    const session = await h.signup({ email: 'referred@example.pk', referralCode: '  k7mq3xpa ' });
    expect(asked).toEqual(['k7mq3xpa']);
    expect(await usersWith('referred@example.pk')).toBe(1);
    const envelope = await registrationOf(session.user.id);
    expect(envelope.data).toEqual({ userId: session.user.id, email: 'referred@example.pk', name: 'Test Reseller', referralCode: 'K7MQ3XPA' });
  });

  it('an unknown code is refused as a field error and no account or event is made', async () => {
    const before = (await h.service.dataSource.query(`SELECT count(*)::int AS n FROM outbox`))[0].n;
    const error = await h.callError(IdentitySubjects.signup, {
      name: 'Nobody Referred',
      email: 'unknown-code@example.pk',
      whatsappNumber: '03001234567',
      password: 'Secret@123',
      referralCode: 'ZZZZ2222',
    });
    expect(error).toEqual({ code: 'VALIDATION', message: COIN_MSG.unknownReferralCode, field: 'referralCode' });
    expect(asked).toEqual(['ZZZZ2222']);
    expect(await usersWith('unknown-code@example.pk')).toBe(0);
    expect((await h.service.dataSource.query(`SELECT count(*)::int AS n FROM outbox`))[0].n).toBe(before);
  });

  it('coins unable to check the code: the signup fails (retryable) and makes nothing', async () => {
    coinsDown = true;
    const error = await h.callError(IdentitySubjects.signup, {
      name: 'Later Signup',
      email: 'coins-down@example.pk',
      whatsappNumber: '03001234567',
      password: 'Secret@123',
      referralCode: 'K7MQ3XPA',
    });
    expect(error.code).toBe('UNAVAILABLE');
    expect(await usersWith('coins-down@example.pk')).toBe(0);
  });

  it('without a code coins is not asked', async () => {
    const session = await h.signup({ email: 'no-code@example.pk' });
    expect(asked).toEqual([]);
    expect((await registrationOf(session.user.id)).data.referralCode).toBeNull();
  });
});
