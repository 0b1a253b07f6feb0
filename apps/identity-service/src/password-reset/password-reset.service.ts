import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { DATA_SOURCE, fail } from '@resellpk/backend-messaging';
import type { PasswordResetConfirm, PasswordResetRequest } from '@resellpk/contracts';
import { MSG, PASSWORD_MIN_LENGTH, isEmail, normalizeEmail } from '@resellpk/domain';
import { PasswordHasher } from '../auth/password-hasher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { Mailer } from '../mail/mailer.service';
import { passwordResetMail } from '../mail/password-reset-mail';
import { newOpaqueToken, sha256Hex } from '../sessions/opaque-token';
import { SessionService } from '../sessions/session.service';
import { UserEntity } from '../users/user.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { resetLink, resolveAppOrigin } from './reset-link';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
  ) {}

  /** Answers the same for known and unknown emails, so it cannot be used to find accounts. */
  async request(req: PasswordResetRequest): Promise<{ accepted: true }> {
    const raw = typeof req?.email === 'string' ? req.email.trim() : '';
    if (!raw || !isEmail(raw)) fail('VALIDATION', MSG.invalidEmail, 'email');

    const user = await this.db.getRepository(UserEntity).findOne({ where: { email: normalizeEmail(raw) } });
    if (!user) return { accepted: true };

    const token = newOpaqueToken();
    await this.db.transaction(async (m) => {
      // only the newest link works: older unused ones are retired
      await m.update(PasswordResetTokenEntity, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await m.insert(PasswordResetTokenEntity, {
        userId: user.id,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
    });

    const origin = resolveAppOrigin(req.appOrigin, this.config.APP_ORIGINS);
    try {
      await this.mailer.send(passwordResetMail(user.email, user.name, resetLink(origin, token)));
    } catch (err) {
      // answering differently would reveal that the account exists; the failure is logged for staff
      this.logger.error(`Password reset mail to ${user.email} failed: ${(err as Error).message}`);
    }
    return { accepted: true };
  }

  async confirm(req: PasswordResetConfirm): Promise<{ reset: true }> {
    const token = typeof req?.token === 'string' ? req.token.trim() : '';
    const password = typeof req?.password === 'string' ? req.password : '';
    if (!token) fail('VALIDATION', MSG.resetLinkInvalid, 'token');
    if (password.length < PASSWORD_MIN_LENGTH) fail('VALIDATION', MSG.passwordTooShort, 'password');

    const passwordHash = await this.hasher.hash(password);
    const tokenHash = sha256Hex(token);
    await this.db.transaction(async (m) => {
      // the row lock makes a second, concurrent use wait and then see used_at: a token works once
      const row = await m
        .createQueryBuilder(PasswordResetTokenEntity, 't')
        .setLock('pessimistic_write')
        .where('t.token_hash = :tokenHash', { tokenHash })
        .getOne();
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
        fail('VALIDATION', MSG.resetLinkInvalid, 'token');
      }
      await m.update(PasswordResetTokenEntity, { id: row.id }, { usedAt: new Date() });
      const updated = await m.update(UserEntity, { id: row.userId }, { passwordHash });
      if (!updated.affected) fail('VALIDATION', MSG.resetLinkInvalid, 'token');
      await this.sessions.revokeAllForUser(m, row.userId);
    });
    return { reset: true };
  }
}
