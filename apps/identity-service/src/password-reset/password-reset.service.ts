import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import type { PasswordResetConfirm, PasswordResetRequest } from '@resellpk/contracts';
import { MSG, isEmail, normalizeEmail } from '@resellpk/domain';
import { PasswordHasher } from '../auth/password-hasher';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { Mailer } from '../mail/mailer.service';
import { passwordResetMail } from '../mail/password-reset-mail';
import { newPasswordProblem } from '../passwords/password-rules';
import { newOpaqueToken, sha256Hex } from '../sessions/opaque-token';
import { SessionService } from '../sessions/session.service';
import { UserEntity } from '../users/user.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { resetLink, resolveAppOrigin } from './reset-link';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Reset links being issued and mailed after their answer (awaited on shutdown). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Answers the same, after the same work, for known and unknown emails, so it cannot be used to
   * find accounts, by its answer or by its time: the one lookup both make, then the answer. For a
   * known email the link is issued and mailed after that (sendResetLink), off the answer's path:
   * an SMTP round trip only for real accounts was a timing oracle.
   */
  async request(req: PasswordResetRequest): Promise<{ accepted: true }> {
    const raw = typeof req?.email === 'string' ? req.email.trim() : '';
    if (!raw || !isEmail(raw)) fail('VALIDATION', MSG.invalidEmail, 'email');

    const user = await this.db.getRepository(UserEntity).findOne({ where: { email: normalizeEmail(raw) } });
    if (user) this.inBackground(this.sendResetLink(user, req.appOrigin), `Password reset link to ${user.email} not sent`);
    return { accepted: true };
  }

  /** Waits for the links still being mailed, so a graceful stop does not drop them. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private inBackground(work: Promise<void>, failure: string): void {
    const tracked = work
      // nobody waits for it: a failure is logged for staff (the user can ask again)
      .catch((err: Error) => this.logger.error(`${failure}: ${err.message}`))
      .finally(() => this.sending.delete(tracked));
    this.sending.add(tracked);
  }

  /** Retires older links, stores the new one and mails it. */
  private async sendResetLink(user: UserEntity, appOrigin: string | undefined): Promise<void> {
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

    const origin = resolveAppOrigin(appOrigin, this.config.APP_ORIGINS);
    await this.mailer.send(passwordResetMail(user.email, user.name, resetLink(origin, token)));
  }

  async confirm(req: PasswordResetConfirm): Promise<{ reset: true }> {
    const token = typeof req?.token === 'string' ? req.token.trim() : '';
    const password = typeof req?.password === 'string' ? req.password : '';
    if (!token) fail('VALIDATION', MSG.resetLinkInvalid, 'token');
    const problem = newPasswordProblem(password);
    if (problem) fail('VALIDATION', problem, 'password');

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
