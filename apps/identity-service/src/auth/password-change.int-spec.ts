import { verifyAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PUBLIC_KEY } from '@resellpk/backend-config';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

describe('identity: changing one\'s own password over NATS', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Signs up (this device) and logs in a second time (another device, or a thief's copy of the password). */
  async function twoSessions(): Promise<{ here: IssuedSession; elsewhere: IssuedSession; ctx: { userId: string; role: 'reseller' }; sessionId: string }> {
    const here = await h.signup();
    const elsewhere = await h.call<IssuedSession>(IdentitySubjects.login, { email: here.user.email, password: TEST_PASSWORD });
    return { here, elsewhere, ctx: { userId: here.user.id, role: 'reseller' }, sessionId: verifyAccessToken(here.accessToken, DEV_JWT_PUBLIC_KEY).sid };
  }
  const refresh = (s: IssuedSession) => h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken: s.refreshToken });
  const login = (email: string, password: string) => h.call<IssuedSession>(IdentitySubjects.login, { email, password });
  const passwordHash = async (userId: string): Promise<string> =>
    (await h.service.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [userId]))[0].password_hash;

  it('refuses a wrong current password and changes nothing: the password and every session stay', async () => {
    const { here, elsewhere, ctx, sessionId } = await twoSessions();
    const before = await passwordHash(here.user.id);
    await expect(h.callError(IdentitySubjects.changePassword, { currentPassword: 'Guess@12345', newPassword: 'Taken0ver@99', sessionId }, ctx)).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.currentPasswordWrong,
      field: 'currentPassword',
    });
    await expect(h.callError(IdentitySubjects.changePassword, { currentPassword: '', newPassword: 'Taken0ver@99', sessionId }, ctx)).resolves.toMatchObject({
      message: MSG.currentPasswordRequired,
      field: 'currentPassword',
    });
    expect(await passwordHash(here.user.id)).toBe(before);
    await expect(refresh(elsewhere)).resolves.toMatchObject({ user: { id: here.user.id } });
    await expect(login(here.user.email, TEST_PASSWORD)).resolves.toMatchObject({ user: { id: here.user.id } });
  });

  it('applies the signup rules to the new password (length, common passwords)', async () => {
    const { here, ctx, sessionId } = await twoSessions();
    for (const [newPassword, message] of [['short', MSG.passwordTooShort], ['Password123', MSG.passwordTooCommon]]) {
      await expect(h.callError(IdentitySubjects.changePassword, { currentPassword: TEST_PASSWORD, newPassword, sessionId }, ctx)).resolves.toEqual({
        code: 'VALIDATION',
        message,
        field: 'newPassword',
      });
    }
    await expect(login(here.user.email, TEST_PASSWORD)).resolves.toMatchObject({ user: { id: here.user.id } });
  });

  it('sets the new password, ends every other session and keeps the one it was changed from', async () => {
    const { here, elsewhere, ctx, sessionId } = await twoSessions();
    await expect(h.call(IdentitySubjects.changePassword, { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#Start42', sessionId }, ctx)).resolves.toEqual({ changed: true });

    await expect(h.callError(IdentitySubjects.refresh, { refreshToken: elsewhere.refreshToken })).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(refresh(here)).resolves.toMatchObject({ user: { id: here.user.id } });
    await expect(login(here.user.email, 'Fresh#Start42')).resolves.toMatchObject({ user: { id: here.user.id } });
    await expect(h.callError(IdentitySubjects.login, { email: here.user.email, password: TEST_PASSWORD })).resolves.toMatchObject({ message: MSG.invalidCredentials });
  });

  it('refuses a caller without a user', async () => {
    await expect(h.callError(IdentitySubjects.changePassword, { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#Start42', sessionId: 'x' })).resolves.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
