import { verifyAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PUBLIC_KEY } from '@resellpk/backend-config';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

describe('identity: signup, login and sessions over NATS', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const refresh = (refreshToken: string) => h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken });
  const refreshError = (refreshToken: string) => h.callError(IdentitySubjects.refresh, { refreshToken });

  it('signs a reseller up with a normalised email and phone and a verifiable access token', async () => {
    const session = await h.signup({ email: '  Ali.Khan@Example.PK ', whatsappNumber: '0300-1234567', name: ' Ali Khan ' });
    expect(session.user).toEqual({ id: expect.any(String), email: 'ali.khan@example.pk', name: 'Ali Khan', role: 'reseller', plan: 'free' });
    const claims = verifyAccessToken(session.accessToken, DEV_JWT_PUBLIC_KEY);
    expect(claims).toMatchObject({ sub: session.user.id, role: 'reseller', plan: 'free', sid: expect.any(String) });
    expect(new Date(session.accessExpiresAt).getTime() - Date.now()).toBeGreaterThan(890_000);
    expect(new Date(session.refreshExpiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    const me = await h.call(IdentitySubjects.getMe, {}, { userId: session.user.id, role: 'reseller' });
    expect(me).toMatchObject({ phone: '03001234567', businessName: null, planExpiresAt: null });
    const [row] = await h.service.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [session.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses invalid signups with the spec messages', async () => {
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: '', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.signupFieldsRequired,
    });
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: 'not-an-email', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.invalidEmail,
      field: 'email',
    });
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: 'a@b.pk', whatsappNumber: '0300', password: TEST_PASSWORD })).resolves.toMatchObject({
      message: MSG.phoneTooShort,
      field: 'whatsappNumber',
    });
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: 'a@b.pk', whatsappNumber: '03001234567', password: 'short' })).resolves.toMatchObject({
      message: MSG.passwordTooShort,
      field: 'password',
    });
  });

  it('refuses a second account for the same email in any letter case', async () => {
    await h.signup({ email: 'dup@example.pk' });
    await expect(h.callError(IdentitySubjects.signup, { name: 'B', email: 'DUP@example.pk', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'CONFLICT',
      message: MSG.emailTaken,
      field: 'email',
    });
    const [{ count }] = await h.service.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'dup@example.pk'`);
    expect(count).toBe(1);
  });

  it('logs in with the right password and refuses wrong ones with one message', async () => {
    const { user } = await h.signup({ email: 'login@example.pk' });
    const session = await h.call<IssuedSession>(IdentitySubjects.login, { email: 'LOGIN@example.pk ', password: TEST_PASSWORD });
    expect(session.user.id).toBe(user.id);

    const wrong = { code: 'UNAUTHORIZED', message: MSG.invalidCredentials };
    await expect(h.callError(IdentitySubjects.login, { email: 'login@example.pk', password: 'Wrong@123' })).resolves.toEqual(wrong);
    await expect(h.callError(IdentitySubjects.login, { email: 'nobody@example.pk', password: TEST_PASSWORD })).resolves.toEqual(wrong);
    await expect(h.callError(IdentitySubjects.login, { email: 'login@example.pk', password: '' })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.loginFieldsRequired,
    });
  });

  it('rotates the refresh token and revokes the whole family when an old one is replayed', async () => {
    const first = await h.signup();
    const second = await refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(verifyAccessToken(second.accessToken, DEV_JWT_PUBLIC_KEY).sid).toBe(verifyAccessToken(first.accessToken, DEV_JWT_PUBLIC_KEY).sid);
    const third = await refresh(second.refreshToken);

    // another device of the same user is a different family and must survive
    const otherDevice = await h.call<IssuedSession>(IdentitySubjects.login, { email: first.user.email, password: TEST_PASSWORD });

    await expect(refreshError(first.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    // the newest token of the family stopped working too
    await expect(refreshError(third.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    await expect(refresh(otherDevice.refreshToken)).resolves.toMatchObject({ user: { id: first.user.id } });
  });

  it('lets exactly one of two concurrent refreshes with the same token succeed', async () => {
    const session = await h.signup();
    const results = await Promise.allSettled([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.error).toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
  });

  it('refuses unknown, empty and expired refresh tokens', async () => {
    await expect(refreshError('not-a-token')).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(refreshError('')).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    const session = await h.signup();
    await h.service.dataSource.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [session.user.id]);
    await expect(refreshError(session.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
  });

  describe('absolute session lifetime (SESSION_MAX_DAYS, 30 by default)', () => {
    const DAY = 24 * 3600_000;
    const startFamilyAgo = (userId: string, days: number) =>
      h.service.dataSource.query(`UPDATE refresh_tokens SET family_started_at = now() - make_interval(days => $2) WHERE user_id = $1`, [userId, days]);

    it('keeps the login time through every rotation', async () => {
      const first = await h.signup();
      await refresh((await refresh(first.refreshToken)).refreshToken);
      const rows: Array<{ family_started_at: Date; created_at: Date }> = await h.service.dataSource.query(
        `SELECT family_started_at, created_at FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at`,
        [first.user.id],
      );
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.family_started_at.getTime())).size).toBe(1);
      expect(rows[2].created_at.getTime()).toBeGreaterThanOrEqual(rows[0].family_started_at.getTime());
    });

    it('caps a rotated token (and so the cookie) at the end of the session', async () => {
      const session = await h.signup();
      await startFamilyAgo(session.user.id, 29);
      const next = await refresh(session.refreshToken);
      const left = new Date(next.refreshExpiresAt).getTime() - Date.now();
      expect(left).toBeGreaterThan(DAY - 60_000);
      expect(left).toBeLessThan(DAY + 60_000);
    });

    it('refuses a refresh once the session is older than its lifetime, however recently it was rotated', async () => {
      const session = await h.signup();
      const rotated = await refresh(session.refreshToken);
      // the current token's own idle expiry is still 30 days away: only the family's age ends it
      await startFamilyAgo(session.user.id, 30);
      await expect(refreshError(rotated.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
      // a fresh login starts a new session
      const again = await h.call<IssuedSession>(IdentitySubjects.login, { email: session.user.email, password: TEST_PASSWORD });
      await expect(refresh(again.refreshToken)).resolves.toMatchObject({ user: { id: session.user.id } });
    });
  });

  it('puts a changed role or plan into the next access token', async () => {
    const session = await h.signup();
    await h.service.dataSource.query(`UPDATE users SET role = 'topup_helper', plan = 'premium' WHERE id = $1`, [session.user.id]);
    const next = await refresh(session.refreshToken);
    expect(next.user).toMatchObject({ role: 'topup_helper', plan: 'premium' });
    expect(verifyAccessToken(next.accessToken, DEV_JWT_PUBLIC_KEY)).toMatchObject({ role: 'topup_helper', plan: 'premium' });
  });

  it('logout revokes the session family and is idempotent', async () => {
    const first = await h.signup();
    const second = await refresh(first.refreshToken);
    await expect(h.call(IdentitySubjects.logout, { refreshToken: second.refreshToken })).resolves.toEqual({ loggedOut: true });
    await expect(refreshError(second.refreshToken)).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.call(IdentitySubjects.logout, { refreshToken: second.refreshToken })).resolves.toEqual({ loggedOut: true });
  });
});
