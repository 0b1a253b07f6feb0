import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { Mailer } from '../mail/mailer.service';
import { RESET_MAIL_SUBJECT } from '../mail/password-reset-mail';
import { eventually, startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';

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
    const { mail, link, token } = await h.requestResetMail(email, appOrigin);
    expect(h.mails()).toHaveLength(before + 1);
    expect(mail).toMatchObject({ to: email, subject: RESET_MAIL_SUBJECT, from: 'ResellPK <no-reply@resellpk.pk>' });
    return { link, token };
  }

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = h.mails().length;
    await expect(requestReset('nobody@example.pk')).resolves.toEqual({ accepted: true });
    expect(h.mails()).toHaveLength(before);
    await expect(h.callError(IdentitySubjects.requestPasswordReset, { email: 'nope' })).resolves.toMatchObject({ message: MSG.invalidEmail });
  });

  it('answers before the mail is sent: the answer does not wait for anything only a known email does', async () => {
    const { user } = await h.signup();
    const mailer = h.service.app.get(Mailer);
    const send = mailer.send.bind(mailer);
    // a mail server that holds every message until the test lets it go
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const spy = jest.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      await held;
      await send(mail);
      sent.push(mail.to);
    });
    try {
      // the answer comes while the mail server still holds the message (before: it waited for the send)
      const answer = await Promise.race([requestReset(user.email), new Promise((resolve) => setTimeout(() => resolve('no answer while the mail was held'), 3_000))]);
      expect(answer).toEqual({ accepted: true });
      expect(sent).toEqual([]);
      // the same answer for an unknown email, and nothing is sent for it
      await expect(requestReset(`nobody-${user.id}@example.pk`)).resolves.toEqual({ accepted: true });
      release();
      await eventually(() => sent.length === 1, 10_000, 'the held mail');
      expect(sent).toEqual([user.email]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('logs a failed mail and answers the same', async () => {
    const { user } = await h.signup();
    const mailer = h.service.app.get(Mailer);
    const spy = jest.spyOn(mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      await expect(requestReset(user.email)).resolves.toEqual({ accepted: true });
      await eventually(() => spy.mock.calls.length === 1, 10_000, 'the failing send');
    } finally {
      spy.mockRestore();
    }
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

  it('refuses a common password on reset and leaves the password, the sessions and the link as they were', async () => {
    const session = await h.signup();
    const { token } = await mailedToken(session.user.email);
    await expect(h.callError(IdentitySubjects.confirmPasswordReset, { token, password: 'Qwerty123' })).resolves.toEqual({
      code: 'VALIDATION',
      message: MSG.passwordTooCommon,
      field: 'password',
    });
    await expect(h.callError(IdentitySubjects.login, { email: session.user.email, password: 'Qwerty123' })).resolves.toMatchObject({ message: MSG.invalidCredentials });
    await expect(h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken: session.refreshToken })).resolves.toMatchObject({ user: { id: session.user.id } });
    await expect(confirm(token, 'Uncommon@4821')).resolves.toEqual({ reset: true });
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
