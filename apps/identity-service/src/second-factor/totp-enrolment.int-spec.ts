import { generate } from 'otplib';
import { DEV_FIELD_ENCRYPTION_KEYS, FieldCipher, parseFieldKeys } from '@resellpk/backend-config';
import { withTransaction } from '@resellpk/backend-persistence';
import { IdentitySubjects, type SecondFactorStatus, type TotpEnabled, type TotpEnrolment } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { TotpService } from './totp.service';

describe('identity: TOTP enrolment for staff over NATS', () => {
  let h: IdentityHarness;
  let totp: TotpService;
  beforeAll(async () => {
    h = await startIdentityHarness();
    totp = h.service.app.get(TotpService);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function staff(role: 'admin' | 'topup_helper' = 'admin') {
    const { user } = await h.signup();
    await h.makeRole(user.id, role);
    return { userId: user.id, role };
  }
  const start = (ctx: object) => h.call<TotpEnrolment>(IdentitySubjects.startTotpEnrolment, {}, ctx);
  const confirm = (code: string, ctx: object) => h.call<TotpEnabled>(IdentitySubjects.confirmTotpEnrolment, { code }, ctx);
  const check = (userId: string, code: string) => withTransaction(h.service.dataSource, (m) => totp.checkCode(m, userId, code));

  it('seals the secret at rest, turns on only with a right code, and answers ten recovery codes once', async () => {
    const ctx = await staff();
    const enrolment = await start(ctx);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    // the database holds no readable secret, and it opens only for its own user
    const [row] = await h.service.dataSource.query(`SELECT secret_sealed FROM staff_totp WHERE user_id = $1`, [ctx.userId]);
    expect(row.secret_sealed).not.toContain(enrolment.secret);
    const cipher = new FieldCipher(parseFieldKeys(DEV_FIELD_ENCRYPTION_KEYS));
    expect(cipher.open(row.secret_sealed, ctx.userId)).toBe(enrolment.secret);
    expect(() => cipher.open(row.secret_sealed, 'someone-else')).toThrow();

    await expect(h.callError(IdentitySubjects.confirmTotpEnrolment, { code: '000000' }, ctx)).resolves.toMatchObject({ message: SECOND_FACTOR_MSG.invalidCode, field: 'code' });
    await expect(h.call<SecondFactorStatus>(IdentitySubjects.secondFactorStatus, {}, ctx)).resolves.toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const { recoveryCodes } = await confirm(await generate({ secret: enrolment.secret }), ctx);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await expect(h.call<SecondFactorStatus>(IdentitySubjects.secondFactorStatus, {}, ctx)).resolves.toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const stored = await h.service.dataSource.query(`SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1`, [ctx.userId]);
    expect(stored.map((r: { code_hash: string }) => r.code_hash)).not.toContain(recoveryCodes[0]);

    // on: a new secret cannot replace the confirmed one (a stolen session must not take the factor over)
    await expect(h.callError(IdentitySubjects.startTotpEnrolment, {}, ctx)).resolves.toMatchObject({ code: 'CONFLICT', message: SECOND_FACTOR_MSG.alreadyEnabled });
    expect(cipher.open((await h.service.dataSource.query(`SELECT secret_sealed FROM staff_totp WHERE user_id = $1`, [ctx.userId]))[0].secret_sealed, ctx.userId)).toBe(enrolment.secret);
  });

  it('accepts a code once (no replay) and each recovery code once, in any letter case', async () => {
    const ctx = await staff('topup_helper');
    const { secret } = await start(ctx);
    const first = await generate({ secret });
    const { recoveryCodes } = await confirm(first, ctx);
    // the code that confirmed the enrolment is spent
    await expect(check(ctx.userId, first)).resolves.toBe(false);
    await expect(check(ctx.userId, 'NOT-A-CODE')).resolves.toBe(false);

    await expect(check(ctx.userId, recoveryCodes[3].toLowerCase())).resolves.toBe(true);
    await expect(check(ctx.userId, recoveryCodes[3])).resolves.toBe(false);
    await expect(h.call<SecondFactorStatus>(IdentitySubjects.secondFactorStatus, {}, ctx)).resolves.toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('is for staff only, by the role stored now', async () => {
    const { user } = await h.signup();
    await expect(h.callError(IdentitySubjects.startTotpEnrolment, {}, { userId: user.id, role: 'admin' })).resolves.toMatchObject({ code: 'FORBIDDEN', message: SECOND_FACTOR_MSG.staffOnly });
  });
});
