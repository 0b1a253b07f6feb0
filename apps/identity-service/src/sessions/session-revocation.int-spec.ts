import { verifyAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PUBLIC_KEY } from '@resellpk/backend-config';
import { connectNats } from '@resellpk/backend-messaging';
import { IdentityEvents, IdentitySubjects, SESSION_EVENTS, type EventEnvelope, type IssuedSession, type Profile, type RoleChangedV1, type SessionsRevokedV1 } from '@resellpk/contracts';
import type { NatsConnection } from 'nats';
import { RESET_MAIL_SUBJECT } from '../mail/password-reset-mail';
import { eventually, startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

/**
 * What the gateway hears when a session ends: every way identity ends sessions (logout, a replayed
 * refresh token, a password reset) and a role change reach the bus, read the way the gateway reads
 * them (its own NATS user, a plain subscription), so it can refuse the tokens and close the sockets.
 */
describe('identity: ended sessions and role changes reach the gateway', () => {
  let h: IdentityHarness;
  let gateway: NatsConnection;
  const heard: EventEnvelope[] = [];

  beforeAll(async () => {
    h = await startIdentityHarness();
    gateway = await connectNats(h.nats.url, 'gateway-stand-in', h.nats.credentials('gateway'));
    for (const subject of SESSION_EVENTS) {
      gateway.subscribe(subject, { callback: (_err, msg) => heard.push(JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope) });
    }
    await gateway.flush();
  });
  afterAll(async () => {
    await gateway?.close();
    await h?.close();
  });

  const sidOf = (session: IssuedSession) => verifyAccessToken(session.accessToken, DEV_JWT_PUBLIC_KEY).sid;
  const revocationsOf = (userId: string) =>
    heard.filter((e) => e.type === IdentityEvents.sessionRevokedV1 && (e.data as SessionsRevokedV1).userId === userId).map((e) => e.data as SessionsRevokedV1);
  const heardFor = (userId: string, count: number) => eventually(() => revocationsOf(userId).length >= count, 10_000, `${count} revocation(s) of ${userId}`);
  const login = (email: string, password = TEST_PASSWORD) => h.call<IssuedSession>(IdentitySubjects.login, { email, password });

  it('logout: the session id of its access tokens, once', async () => {
    const session = await h.signup();
    const other = await login(session.user.email);
    await h.call(IdentitySubjects.logout, { refreshToken: session.refreshToken });
    await heardFor(session.user.id, 1);
    expect(revocationsOf(session.user.id)).toEqual([{ userId: session.user.id, sessionIds: [sidOf(session)], reason: 'logout' }]);
    // the other device's session is not named; a second logout of the ended session announces nothing
    await h.call(IdentitySubjects.logout, { refreshToken: session.refreshToken });
    await new Promise((r) => setTimeout(r, 700));
    expect(revocationsOf(session.user.id).flatMap((r) => r.sessionIds)).not.toContain(sidOf(other));
    expect(revocationsOf(session.user.id)).toHaveLength(1);
  });

  it('a refresh token replayed after its session moved on: the session', async () => {
    const session = await h.signup();
    const second = await h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken: session.refreshToken });
    await h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken: second.refreshToken });
    await h.callError(IdentitySubjects.refresh, { refreshToken: session.refreshToken });
    await heardFor(session.user.id, 1);
    expect(revocationsOf(session.user.id)).toEqual([{ userId: session.user.id, sessionIds: [sidOf(session)], reason: 'refresh-reuse' }]);
  });

  it('a password reset: every session that may still hold a live access token', async () => {
    const phone = await h.signup();
    const laptop = await login(phone.user.email);
    const old = await login(phone.user.email);
    // a session whose last token was issued longer ago than an access token lives has none alive
    await h.service.dataSource.query(`UPDATE refresh_tokens SET created_at = now() - interval '20 minutes' WHERE family_id = $1`, [sidOf(old)]);

    await h.call(IdentitySubjects.requestPasswordReset, { email: phone.user.email });
    // the mail may leave after the answer (the same answer time for known and unknown addresses)
    const mail = await eventually(() => h.mails().find((m) => m.to === phone.user.email && m.subject === RESET_MAIL_SUBJECT), 10_000, 'the reset mail');
    const token = new URL(/(\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]).searchParams.get('token');
    await h.call(IdentitySubjects.confirmPasswordReset, { token, password: 'NewSecret@456' });

    await heardFor(phone.user.id, 1);
    expect(revocationsOf(phone.user.id)).toHaveLength(1);
    const [revoked] = revocationsOf(phone.user.id);
    expect(revoked.reason).toBe('password-reset');
    expect([...revoked.sessionIds].sort()).toEqual([sidOf(phone), sidOf(laptop)].sort());
  });

  it('a role change: the role-changed event, on the same subscription', async () => {
    const admin = await h.signup();
    await h.makeRole(admin.user.id, 'admin');
    const { user } = await h.signup();
    await h.call<Profile>(IdentitySubjects.changeRole, { userId: user.id, role: 'topup_helper' }, { userId: admin.user.id, role: 'admin' });
    await h.call<Profile>(IdentitySubjects.changeRole, { userId: user.id, role: 'reseller' }, { userId: admin.user.id, role: 'admin' });
    const roles = () => heard.filter((e) => e.type === IdentityEvents.roleChangedV1 && (e.data as RoleChangedV1).userId === user.id).map((e) => (e.data as RoleChangedV1).toRole);
    await eventually(() => roles().length >= 2, 10_000, 'the role changes');
    expect(roles()).toEqual(['topup_helper', 'reseller']);
  });
});
