import { verifyAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PUBLIC_KEY } from '@resellpk/backend-config';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { REFRESH_REUSE_GRACE_MS } from '../sessions/session-policy';
import { startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

describe('identity: signup, login and sessions over NATS', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** The test's browser: the gateway passes its device cookie (rpk_device) with every refresh; null: a client without one. */
  const BROWSER = 'browser-device-0000000000000000';
  const refresh = (refreshToken: string, deviceId: string | null = BROWSER) => h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken, deviceId: deviceId ?? undefined });
  const refreshError = (refreshToken: string, deviceId: string | null = BROWSER) => h.callError(IdentitySubjects.refresh, { refreshToken, deviceId: deviceId ?? undefined });

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

  it('refuses invalid signups with one message per field', async () => {
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: '', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.emailRequired,
      field: 'email',
      errors: [{ field: 'email', message: MSG.emailRequired }],
    });
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email: 'not-an-email', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.invalidEmail,
      field: 'email',
      errors: [{ field: 'email', message: MSG.invalidEmail }],
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

  it('names every bad field at once, in the form\'s order, and creates no account', async () => {
    await expect(h.callError(IdentitySubjects.signup, { name: ' ', email: '<script>@x.pk', whatsappNumber: '0300', password: 'Password1' })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.nameRequired,
      field: 'name',
      errors: [
        { field: 'name', message: MSG.nameRequired },
        { field: 'email', message: MSG.invalidEmail },
        { field: 'whatsappNumber', message: MSG.phoneTooShort },
        { field: 'password', message: MSG.passwordTooCommon },
      ],
    });
    const [{ count }] = await h.service.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email LIKE '%script%'`);
    expect(count).toBe(0);
  });

  it.each(['<script>@x.pk', '"<script>"@x.pk', 'ali@x', 'ali@@x.pk', 'ali @x.pk', 'ali@x..pk', 'Ali <ali@x.pk>'])('refuses %s as an email and creates no account', async (email) => {
    await expect(h.callError(IdentitySubjects.signup, { name: 'A', email, whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toMatchObject({
      code: 'VALIDATION',
      field: 'email',
      message: MSG.invalidEmail,
    });
    const [{ count }] = await h.service.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = lower($1)`, [email.trim()]);
    expect(count).toBe(0);
  });

  it('refuses a common password at signup in any letter case, and creates no account', async () => {
    for (const [email, password] of [['common1@example.pk', 'Password1'], ['common2@example.pk', 'PASSWORD1'], ['common3@example.pk', 'iloveyou123']]) {
      await expect(h.callError(IdentitySubjects.signup, { name: 'A', email, whatsappNumber: '03001234567', password })).resolves.toEqual({
        code: 'VALIDATION',
        message: MSG.passwordTooCommon,
        field: 'password',
        errors: [{ field: 'password', message: MSG.passwordTooCommon }],
      });
    }
    const [{ count }] = await h.service.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email LIKE 'common%@example.pk'`);
    expect(count).toBe(0);
    // the demo password is not on the list
    await expect(h.signup({ email: 'uncommon@example.pk', password: 'Demo@12345' })).resolves.toMatchObject({ user: { email: 'uncommon@example.pk' } });
  });

  it('refuses a second account for the same email in any letter case, with its own code (EMAIL_TAKEN)', async () => {
    await h.signup({ email: 'dup@example.pk' });
    await expect(h.callError(IdentitySubjects.signup, { name: 'B', email: 'DUP@example.pk', whatsappNumber: '03001234567', password: TEST_PASSWORD })).resolves.toEqual({
      code: 'EMAIL_TAKEN',
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

  it('rotates the refresh token and revokes the whole family when an old one is replayed after the family moved on', async () => {
    const first = await h.signup();
    const second = await refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(verifyAccessToken(second.accessToken, DEV_JWT_PUBLIC_KEY).sid).toBe(verifyAccessToken(first.accessToken, DEV_JWT_PUBLIC_KEY).sid);
    const third = await refresh(second.refreshToken);

    // another device of the same user is a different family and must survive
    const otherDevice = await h.call<IssuedSession>(IdentitySubjects.login, { email: first.user.email, password: TEST_PASSWORD });

    // inside the grace window, but `second` has been refreshed since: a copy, not a lost response
    await expect(refreshError(first.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    // the newest token of the family stopped working too
    await expect(refreshError(third.refreshToken)).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    await expect(refresh(otherDevice.refreshToken)).resolves.toMatchObject({ user: { id: first.user.id } });
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

  describe('replaying the token just rotated (REFRESH_REUSE_GRACE_MS)', () => {
    const expired = { code: 'UNAUTHORIZED', message: MSG.sessionExpired };
    const familyOf = (session: IssuedSession) => verifyAccessToken(session.accessToken, DEV_JWT_PUBLIC_KEY).sid as string;
    const familyRows = (familyId: string): Promise<Array<{ id: string; used_at: Date | null; revoked_at: Date | null; replaced_by_id: string | null; family_started_at: Date }>> =>
      h.service.dataSource.query(`SELECT id, used_at, revoked_at, replaced_by_id, family_started_at FROM refresh_tokens WHERE family_id = $1 ORDER BY created_at`, [familyId]);
    // the replayed token's rotation moved into the past, as a clock would (no sleeping)
    const rotatedAgo = (familyId: string, ms: number) =>
      h.service.dataSource.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2) WHERE family_id = $1 AND used_at IS NOT NULL`, [familyId, ms / 1000]);

    it('gives a replay inside the window a working session in the same family and revokes nothing: both successors refresh', async () => {
      const first = await h.signup();
      const second = await refresh(first.refreshToken);
      // the browser never got `second` (its request was aborted by a reload) and sends `first` again
      const again = await refresh(first.refreshToken);
      expect(again.refreshToken).not.toBe(second.refreshToken);
      expect(familyOf(again)).toBe(familyOf(first));
      expect(again.user.id).toBe(first.user.id);

      const rows = await familyRows(familyOf(first));
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.revoked_at === null)).toBe(true);
      // the first rotation stays the record: the replay neither restarts the window nor renames the successor
      expect(rows[0]).toMatchObject({ used_at: expect.any(Date), replaced_by_id: rows[1].id });

      // the cookie may hold either successor: both carry on
      await expect(refresh(second.refreshToken)).resolves.toMatchObject({ user: { id: first.user.id } });
      await expect(refresh(again.refreshToken)).resolves.toMatchObject({ user: { id: first.user.id } });
    });

    it('forgives a replay from the device that rotated the token only: from another device, or none, it is a copy and ends the family', async () => {
      for (const thief of ['thief-device-00000000000000000', null]) {
        const first = await h.signup();
        const second = await refresh(first.refreshToken);
        // the token was copied (a log, a proxy, a shared machine) and replayed within seconds, without the browser's device cookie
        await expect(refreshError(first.refreshToken, thief)).resolves.toEqual(expired);
        // no fork: the owner's session ends too, and so does whatever the thief could have got
        await expect(refreshError(second.refreshToken)).resolves.toEqual(expired);
        const rows = await familyRows(familyOf(first));
        expect(rows).toHaveLength(2);
        expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
      }
    });

    it('gives no grace when the rotation itself came without a device (not a browser)', async () => {
      const first = await h.signup();
      const second = await refresh(first.refreshToken, null);
      await expect(refreshError(first.refreshToken, null)).resolves.toEqual(expired);
      await expect(refreshError(second.refreshToken)).resolves.toEqual(expired);
    });

    it('revokes the whole family for a replay after the window, as before', async () => {
      const first = await h.signup();
      const second = await refresh(first.refreshToken);
      await rotatedAgo(familyOf(first), REFRESH_REUSE_GRACE_MS + 1000);
      await expect(refreshError(first.refreshToken)).resolves.toEqual(expired);
      await expect(refreshError(second.refreshToken)).resolves.toEqual(expired);
      expect((await familyRows(familyOf(first))).every((r) => r.revoked_at !== null)).toBe(true);
    });

    it('measures the window from the first rotation: replays inside it do not extend it', async () => {
      const first = await h.signup();
      await refresh(first.refreshToken);
      await rotatedAgo(familyOf(first), REFRESH_REUSE_GRACE_MS - 5000);
      const again = await refresh(first.refreshToken); // still inside
      await rotatedAgo(familyOf(first), 6000); // now 1 s past the first rotation
      await expect(refreshError(first.refreshToken)).resolves.toEqual(expired);
      await expect(refreshError(again.refreshToken)).resolves.toEqual(expired);
    });

    it('refuses a replay inside the window once the session is past its lifetime', async () => {
      const first = await h.signup();
      await refresh(first.refreshToken);
      await h.service.dataSource.query(`UPDATE refresh_tokens SET family_started_at = now() - interval '30 days' WHERE family_id = $1`, [familyOf(first)]);
      await expect(refreshError(first.refreshToken)).resolves.toEqual(expired);
      expect(await familyRows(familyOf(first))).toHaveLength(2);
    });

    it('lets 10 parallel refreshes of one token all succeed, in one consistent family that logout then ends', async () => {
      const first = await h.signup();
      const family = familyOf(first);
      const results = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refreshToken)));
      expect(new Set(results.map((r) => r.refreshToken)).size).toBe(10);
      expect(results.every((r) => familyOf(r) === family && r.user.id === first.user.id)).toBe(true);

      const rows = await familyRows(family);
      expect(rows).toHaveLength(11);
      expect(rows.every((r) => r.revoked_at === null)).toBe(true);
      expect(new Set(rows.map((r) => r.family_started_at.getTime())).size).toBe(1);
      // one rotation (the first to take the row lock), nine forgiven replays: only the presented token is used
      expect(rows.filter((r) => r.used_at !== null)).toHaveLength(1);
      expect(rows[0].replaced_by_id).toEqual(expect.any(String));

      // logout with any one of them ends all eleven
      await h.call(IdentitySubjects.logout, { refreshToken: results[7].refreshToken });
      expect((await familyRows(family)).every((r) => r.revoked_at !== null)).toBe(true);
      for (const token of [first.refreshToken, ...results.map((r) => r.refreshToken)]) await expect(refreshError(token)).resolves.toEqual(expired);
    });

    it('keeps a revoked family revoked inside the window, however many replays arrive', async () => {
      const first = await h.signup();
      const second = await refresh(first.refreshToken);
      await h.call(IdentitySubjects.logout, { refreshToken: second.refreshToken });
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => refresh(first.refreshToken)));
      expect(results.map((r) => (r.status === 'rejected' ? r.reason.error : r.status))).toEqual(Array(10).fill(expired));
      await expect(refreshError(second.refreshToken)).resolves.toEqual(expired);
      expect(await familyRows(familyOf(first))).toHaveLength(2);
    });

    it('ends everything on a logout inside the window, the replay successors included', async () => {
      const first = await h.signup();
      const second = await refresh(first.refreshToken);
      const again = await refresh(first.refreshToken);
      await h.call(IdentitySubjects.logout, { refreshToken: first.refreshToken });
      for (const token of [first.refreshToken, second.refreshToken, again.refreshToken]) await expect(refreshError(token)).resolves.toEqual(expired);
      expect((await familyRows(familyOf(first))).every((r) => r.revoked_at !== null)).toBe(true);
    });

    it('leaves no live token behind when a logout races parallel refreshes of the same token', async () => {
      const first = await h.signup();
      const refreshes = Array.from({ length: 10 }, () => refresh(first.refreshToken));
      const logout = h.call(IdentitySubjects.logout, { refreshToken: first.refreshToken });
      const settled = await Promise.allSettled([...refreshes, logout]);
      expect(settled[10].status).toBe('fulfilled');
      // whichever refreshes won the row lock before the logout got it are revoked with the rest
      expect((await familyRows(familyOf(first))).every((r) => r.revoked_at !== null)).toBe(true);
      for (const r of settled.slice(0, 10)) {
        if (r.status === 'fulfilled') await expect(refreshError((r.value as IssuedSession).refreshToken)).resolves.toEqual(expired);
        else expect(r.reason.error).toEqual(expired);
      }
    });
  });

  it('logout revokes the session family and is idempotent', async () => {
    const first = await h.signup();
    const second = await refresh(first.refreshToken);
    await expect(h.call(IdentitySubjects.logout, { refreshToken: second.refreshToken })).resolves.toEqual({ loggedOut: true });
    await expect(refreshError(second.refreshToken)).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.call(IdentitySubjects.logout, { refreshToken: second.refreshToken })).resolves.toEqual({ loggedOut: true });
  });
});
