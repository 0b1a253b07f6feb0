import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import type { FieldCipher } from '@resellpk/backend-config';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { STAFF_ROLES, type ConfirmTotpEnrolment, type RequestContext, type SecondFactorStatus, type TotpEnabled, type TotpEnrolment } from '@resellpk/contracts';
import { MSG, SECOND_FACTOR_MSG } from '@resellpk/domain';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { UserEntity } from '../users/user.entity';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

const ISSUER = 'ResellPK';
/** One 30 s step either side of now: phone clocks drift and typing takes time. */
const EPOCH_TOLERANCE_S = 30;
const TOTP_CODE = /^\d{6}$/;

interface TotpRow {
  secret_sealed: string;
  enabled_at: Date | null;
  last_used_step: string | null;
}

/**
 * TOTP (RFC 6238, otplib) as staff's second factor: enrolment (a secret shown as a QR code and as
 * text, sealed at rest with the user id as associated data, on only once a code from the app was
 * confirmed), ten single-use recovery codes shown once, and the check of a code at sign-in. A code
 * works once (the last accepted time step is kept), so one seen over a shoulder cannot be replayed.
 */
@Injectable()
export class TotpService {
  private readonly cipher: FieldCipher;
  readonly requiredForStaff: boolean;

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.cipher = config.FIELD_ENCRYPTION_KEYS;
    this.requiredForStaff = config.TOTP_REQUIRED_FOR_STAFF;
  }

  async status(ctx: RequestContext): Promise<SecondFactorStatus> {
    const user = await this.staffUser(ctx);
    const [row] = (await this.db.query(
      `SELECT (t.enabled_at IS NOT NULL) AS enabled, (SELECT count(*)::int FROM totp_recovery_codes c WHERE c.user_id = $1 AND c.used_at IS NULL) AS left
         FROM (SELECT $1::uuid AS user_id) u LEFT JOIN staff_totp t ON t.user_id = u.user_id`,
      [user.id],
    )) as Array<{ enabled: boolean | null; left: number }>;
    return { enabled: row?.enabled === true, required: this.requiredForStaff, recoveryCodesLeft: row?.enabled ? row.left : 0 };
  }

  /** A new secret (replacing one never confirmed); refused while two-factor sign-in is on. */
  async startEnrolment(ctx: RequestContext): Promise<TotpEnrolment> {
    return this.startEnrolmentFor(await this.staffUser(ctx));
  }

  async startEnrolmentFor(user: UserEntity): Promise<TotpEnrolment> {
    const secret = generateSecret();
    const sealed = this.cipher.seal(secret, user.id);
    const [saved] = (await this.db.query(
      `INSERT INTO staff_totp (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, created_at = now()
         WHERE staff_totp.enabled_at IS NULL
       RETURNING user_id`,
      [user.id, sealed],
    )) as Array<{ user_id: string }>;
    if (!saved) fail('CONFLICT', SECOND_FACTOR_MSG.alreadyEnabled);
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
    return { secret, otpauthUrl, qrDataUrl: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** The first code from the app turns two-factor sign-in on; the ten recovery codes are answered this once. */
  async confirmEnrolment(req: ConfirmTotpEnrolment, ctx: RequestContext): Promise<TotpEnabled> {
    const user = await this.staffUser(ctx);
    return this.db.transaction((m) => this.confirmEnrolmentFor(m, user.id, req?.code));
  }

  /** In the caller's transaction (the login step issues the session in the same one). */
  async confirmEnrolmentFor(m: EntityManager, userId: string, typed: unknown): Promise<TotpEnabled> {
    const code = typeof typed === 'string' ? typed.trim() : '';
    const row = await this.lockRow(m, userId);
    if (!row || row.enabled_at) fail('VALIDATION', SECOND_FACTOR_MSG.enrolmentNotStarted);
    const step = await this.acceptedStep(userId, row, code);
    if (step === null) fail('VALIDATION', SECOND_FACTOR_MSG.invalidCode, 'code');
    await m.query(`UPDATE staff_totp SET enabled_at = now(), last_used_step = $2 WHERE user_id = $1`, [userId, step]);
    const recoveryCodes = newRecoveryCodes();
    await m.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
    await m.query(`INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, recoveryCodes.map(recoveryCodeHash)]);
    return { recoveryCodes };
  }

  /** Whether the user has two-factor sign-in on (confirmed). */
  async isEnabled(userId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM staff_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`, [userId])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The sign-in check: a current code from the app (each works once) or an unused recovery code
   * (then used up). Serialised per user by the row lock, so two requests cannot both use one code.
   */
  async checkCode(m: EntityManager, userId: string, typed: string): Promise<boolean> {
    const code = typed.trim();
    const row = await this.lockRow(m, userId);
    if (!row?.enabled_at) return false;
    if (TOTP_CODE.test(code)) {
      const step = await this.acceptedStep(userId, row, code);
      if (step === null) return false;
      await m.query(`UPDATE staff_totp SET last_used_step = $2 WHERE user_id = $1`, [userId, step]);
      return true;
    }
    const used = (await m.query(
      `UPDATE totp_recovery_codes SET used_at = now() WHERE id = (SELECT id FROM totp_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1) RETURNING id`,
      [userId, recoveryCodeHash(code)],
    )) as [unknown[], number];
    return used[0].length > 0;
  }

  /** The time step of a valid, not yet used code, or null. */
  private async acceptedStep(userId: string, row: TotpRow, code: string): Promise<number | null> {
    if (!TOTP_CODE.test(code)) return null;
    const secret = this.cipher.open(row.secret_sealed, userId);
    const afterTimeStep = row.last_used_step === null ? undefined : Number(row.last_used_step);
    try {
      const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S, ...(afterTimeStep === undefined ? {} : { afterTimeStep }) });
      // TOTP answers the step it matched (the union type of otplib's generic verify leaves it out)
      const step = (result as { timeStep?: number }).timeStep;
      return result.valid && typeof step === 'number' ? step : null;
    } catch {
      // otplib throws on input it cannot check; for the user that is a wrong code
      return null;
    }
  }

  private async lockRow(m: EntityManager, userId: string): Promise<TotpRow | null> {
    const rows = (await m.query(`SELECT secret_sealed, enabled_at, last_used_step FROM staff_totp WHERE user_id = $1 FOR UPDATE`, [userId])) as TotpRow[];
    return rows[0] ?? null;
  }

  private async staffUser(ctx: RequestContext): Promise<UserEntity> {
    if (!ctx.userId) fail('UNAUTHORIZED', MSG.sessionExpired);
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: ctx.userId } });
    if (!user) fail('UNAUTHORIZED', MSG.sessionExpired);
    // the role as stored now, not the token's (a demoted admin's token may still say admin)
    if (!STAFF_ROLES.includes(user.role)) fail('FORBIDDEN', SECOND_FACTOR_MSG.staffOnly);
    return user;
  }
}
