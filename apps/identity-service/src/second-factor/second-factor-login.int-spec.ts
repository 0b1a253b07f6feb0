import { generate } from 'otplib';
import { IdentitySubjects, type EnrolledSession, type IssuedSession, type LoginStep, type TotpEnabled, type TotpEnrolment } from '@resellpk/contracts';
import { MSG, SECOND_FACTOR_MSG } from '@resellpk/domain';
import { startIdentityHarness, TEST_PASSWORD, type IdentityHarness } from '../testing/identity-harness';
import { CHALLENGE_MAX_ATTEMPTS } from './second-factor-login.service';
import { TotpService } from './totp.service';

describe('identity: staff sign-in with a second factor over NATS', () => {
  let h: IdentityHarness;
  let totp: TotpService;
  beforeAll(async () => {
    h = await startIdentityHarness();
    totp = h.service.app.get(TotpService);
  });
  afterAll(async () => {
    await h?.close();
  });

  const begin = (email: string, password = TEST_PASSWORD) => h.call<LoginStep>(IdentitySubjects.beginLogin, { email, password });
  const complete = (challengeToken: string, code: string) => h.call<IssuedSession>(IdentitySubjects.completeLogin, { challengeToken, code });
  const completeError = (challengeToken: string, code: string) => h.callError(IdentitySubjects.completeLogin, { challengeToken, code });
  const expired = { code: 'UNAUTHORIZED', message: SECOND_FACTOR_MSG.challengeExpired };

  /** An admin with two-factor sign-in on: their email, secret and recovery codes. */
  async function adminWithTotp(): Promise<{ email: string; userId: string; secret: string; recoveryCodes: string[] }> {
    const { user } = await h.signup();
    await h.makeRole(user.id, 'admin');
    const ctx = { userId: user.id, role: 'admin' as const };
    const { secret } = await h.call<TotpEnrolment>(IdentitySubjects.startTotpEnrolment, {}, ctx);
    const { recoveryCodes } = await h.call<TotpEnabled>(IdentitySubjects.confirmTotpEnrolment, { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) }, ctx);
    return { email: user.email, userId: user.id, secret, recoveryCodes };
  }

  it('gives staff with a second factor no session for the password alone, on either login', async () => {
    const admin = await adminWithTotp();
    // the old password-only login must not become a way around the second factor
    await expect(h.callError(IdentitySubjects.login, { email: admin.email, password: TEST_PASSWORD })).resolves.toEqual({ code: 'UNAUTHORIZED', message: SECOND_FACTOR_MSG.useSecondFactor });
    const step = await begin(admin.email);
    expect(step.session).toBeNull();
    expect(step.challenge).toMatchObject({ step: 'code', challengeToken: expect.any(String) });
    // a wrong password gets no challenge
    await expect(h.callError(IdentitySubjects.beginLogin, { email: admin.email, password: 'Wrong@12345' })).resolves.toMatchObject({ message: MSG.invalidCredentials });

    const session = await complete(step.challenge!.challengeToken, await generate({ secret: admin.secret }));
    expect(session.user).toMatchObject({ id: admin.userId, role: 'admin' });
    await expect(h.call<IssuedSession>(IdentitySubjects.refresh, { refreshToken: session.refreshToken })).resolves.toMatchObject({ user: { id: admin.userId } });
    // the challenge is spent
    await expect(completeError(step.challenge!.challengeToken, await generate({ secret: admin.secret }))).resolves.toEqual(expired);
  });

  it('ends a challenge after a few wrong codes, so guessing the code means guessing the password again', async () => {
    const admin = await adminWithTotp();
    const { challenge } = await begin(admin.email);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      await expect(completeError(challenge!.challengeToken, String(100000 + i))).resolves.toMatchObject({ message: SECOND_FACTOR_MSG.invalidCode, field: 'code' });
    }
    await expect(completeError(challenge!.challengeToken, await generate({ secret: admin.secret }))).resolves.toEqual(expired);
    await expect(completeError('made-up', await generate({ secret: admin.secret }))).resolves.toEqual(expired);
  });

  it('takes a recovery code instead of the app, once', async () => {
    const admin = await adminWithTotp();
    const first = await begin(admin.email);
    await expect(complete(first.challenge!.challengeToken, admin.recoveryCodes[0])).resolves.toMatchObject({ user: { id: admin.userId } });
    const second = await begin(admin.email);
    await expect(completeError(second.challenge!.challengeToken, admin.recoveryCodes[0])).resolves.toMatchObject({ message: SECOND_FACTOR_MSG.invalidCode });
  });

  it('signs resellers, and staff without a second factor where it is not required, in with the password', async () => {
    const reseller = await h.signup();
    await expect(begin(reseller.user.email)).resolves.toMatchObject({ session: { user: { id: reseller.user.id } }, challenge: null });
    const helper = await h.signup();
    await h.makeRole(helper.user.id, 'topup_helper');
    await expect(begin(helper.user.email)).resolves.toMatchObject({ session: { user: { id: helper.user.id } }, challenge: null });
  });

  describe('where staff must have a second factor (TOTP_REQUIRED_FOR_STAFF)', () => {
    beforeAll(() => Object.defineProperty(totp, 'requiredForStaff', { value: true, configurable: true }));
    afterAll(() => Object.defineProperty(totp, 'requiredForStaff', { value: false, configurable: true }));

    it('sets the second factor up before the first session: the password alone signs nobody in', async () => {
      const { user } = await h.signup();
      await h.makeRole(user.id, 'topup_helper');
      await expect(h.callError(IdentitySubjects.login, { email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({ message: SECOND_FACTOR_MSG.useSecondFactor });
      const { session, challenge } = await begin(user.email);
      expect(session).toBeNull();
      expect(challenge).toMatchObject({ step: 'enrol' });
      // an enrol challenge is not a code challenge
      await expect(completeError(challenge!.challengeToken, '123456')).resolves.toEqual(expired);

      const { secret, qrDataUrl } = await h.call<TotpEnrolment>(IdentitySubjects.startLoginEnrolment, { challengeToken: challenge!.challengeToken });
      expect(qrDataUrl).toMatch(/^data:image\/png/);
      await expect(h.callError(IdentitySubjects.confirmLoginEnrolment, { challengeToken: challenge!.challengeToken, code: '000000' })).resolves.toMatchObject({ message: SECOND_FACTOR_MSG.invalidCode });
      const enrolled = await h.call<EnrolledSession>(IdentitySubjects.confirmLoginEnrolment, { challengeToken: challenge!.challengeToken, code: await generate({ secret }) });
      expect(enrolled.recoveryCodes).toHaveLength(10);
      expect(enrolled.session.user.id).toBe(user.id);
      // from now on the code step
      await expect(begin(user.email)).resolves.toMatchObject({ session: null, challenge: { step: 'code' } });
    });
  });
});
