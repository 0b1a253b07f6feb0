import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { RESET_MAIL_SUBJECT } from '../mail/password-reset-mail';
import { startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

describe('identity: password reset over NATS', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const requestReset = (email: string, appOrigin?: string) => h.call(IdentitySubjects.requestPasswordReset, { email, appOrigin });
  const confirm = (token: string, password: string) => h.call(IdentitySubjects.confirmPasswordReset, { token, password });
  const invalidLink = { code: 'VALIDATION', message: MSG.resetLinkInvalid, field: 'token' };

  /** Requests a reset for `email` and returns the token from the mail written to MAIL_DIR. */
  async function mailedToken(email: string, appOrigin?: string): Promise<{ token: string; link: string }> {
    const before = h.mails().length;
    await expect(requestReset(email, appOrigin)).resolves.toEqual({ accepted: true });
    const mails = h.mails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail).toMatchObject({ to: email, subject: RESET_MAIL_SUBJECT, from: 'ResellPK <no-reply@resellpk.pk>' });
    const link = /(\S+\/reset-password\?token=\S+)/.exec(mail.text)![1];
    return { link, token: new URL(link).searchParams.get('token')! };
  }

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = h.mails().length;
    await expect(requestReset('nobody@example.pk')).resolves.toEqual({ accepted: true });
    expect(h.mails()).toHaveLength(before);
    await expect(h.callError(IdentitySubjects.requestPasswordReset, { email: 'nope' })).resolves.toMatchObject({ message: MSG.invalidEmail });
  });

  it('mails a link to an allowed origin only', async () => {
    const { user } = await h.signup();
    expect((await mailedToken(user.email, 'https://resellpk.pk')).link).toMatch(/^https:\/\/resellpk\.pk\/reset-password\?token=/);
    expect((await mailedToken(user.email, 'https://evil.example')).link).toMatch(/^http:\/\/localhost:4200\/reset-password\?token=/);
  });

  it('sets the new password once, signs every session out, and refuses the token a second time', async () => {
    const session = await h.signup();
    const { token } = await mailedToken(session.user.email);

    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token, password: 'short' })).resolves.toMatchObject({ message: MSG.passwordTooShort });

    await expect(confirm(token, 'NewSecret@456')).resolves.toEqual({ reset: true });
    await expect(h.call<IssuedSession>(IdentitySubjects.login, { email: session.user.email, password: 'NewSecret@456' })).resolves.toMatchObject({
      user: { id: session.user.id },
    });
    await expect(h.callError(IdentitySubjects.login, { email: session.user.email, password: TEST_PASSWORD })).resolves.toMatchObject({
      message: MSG.invalidCredentials,
    });
    await expect(h.callError(IdentitySubjects.refresh, { refreshToken: session.refreshToken })).resolves.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token, password: 'Another@789' })).resolves.toEqual(invalidLink);
  });

  it('lets a token work exactly once when it is used twice at the same moment', async () => {
    const { user } = await h.signup();
    const { token } = await mailedToken(user.email);
    const results = await Promise.allSettled([confirm(token, 'FirstPass@1'), confirm(token, 'SecondPass@2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.error).toEqual(invalidLink);
  });

  it('refuses an expired token, an unknown token and a token replaced by a newer request', async () => {
    const { user } = await h.signup();
    const { token: older } = await mailedToken(user.email);
    const { token: newer } = await mailedToken(user.email);
    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token: older, password: 'Whatever@1' })).resolves.toEqual(invalidLink);
    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token: 'made-up', password: 'Whatever@1' })).resolves.toEqual(invalidLink);

    await h.service.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token: newer, password: 'Whatever@1' })).resolves.toEqual(invalidLink);
  });
});
