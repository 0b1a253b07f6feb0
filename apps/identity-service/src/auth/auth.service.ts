import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { isUniqueViolation, withTransaction } from '@resellpk/backend-persistence';
import { BusClient, enqueueEvent, fail, OUTBOX_NUDGE, ServiceFailure, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import {
  type ChangePasswordRequest,
  CoinsSubjects,
  IdentityEvents,
  type IssuedSession,
  type LoginRequest,
  type LoginStep,
  type RequestContext,
  type SignupRequest,
  type UserRegisteredV1,
} from '@resellpk/contracts';
import { COIN_MSG, MSG, SECOND_FACTOR_MSG, normalizeEmail, normalizePhone, signupErrorList, signupFieldErrors } from '@resellpk/domain';
import { newPasswordProblem } from '../passwords/password-rules';
import { SecondFactorLoginService } from '../second-factor/second-factor-login.service';
import { SessionService } from '../sessions/session.service';
import { UserEntity } from '../users/user.entity';
import { PasswordHasher } from './password-hasher';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

@Injectable()
export class AuthService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly bus: BusClient<'identity'>,
    private readonly secondFactor: SecondFactorLoginService,
  ) {}

  async signup(req: SignupRequest, ctx: RequestContext): Promise<IssuedSession> {
    const form = {
      name: text(req?.name),
      email: text(req?.email),
      whatsappNumber: text(req?.whatsappNumber),
      password: text(req?.password),
    };
    // every field's problem at once, so the form marks them all (the password's also by the server-only list)
    const fieldErrors = signupFieldErrors(form, { client: false });
    if (!fieldErrors.password) fieldErrors.password = newPasswordProblem(form.password) ?? undefined;
    const problems = signupErrorList(fieldErrors);
    if (problems.length) fail('VALIDATION', problems[0].message, problems[0].field, problems);

    const email = normalizeEmail(form.email);
    // an unknown code is refused before any account exists (coins owns the codes); the event
    // carries the code as coins stores it, so linking the referrer cannot miss on spelling
    const typedCode = text(req?.referralCode).trim();
    const referralCode = typedCode ? await this.checkReferralCode(typedCode, ctx) : null;
    // hash before the transaction: argon2 is the slow part and must not hold a connection open
    const passwordHash = await this.hasher.hash(form.password);

    let session: IssuedSession;
    try {
      session = await withTransaction(this.db, async (m) => {
        const user = await m.save(
          m.create(UserEntity, {
            email,
            name: form.name.trim(),
            passwordHash,
            role: 'reseller',
            plan: 'free',
            phone: normalizePhone(form.whatsappNumber),
          }),
        );
        // same transaction as the user row: the event exists if and only if the account does
        await enqueueEvent(
          m,
          IdentityEvents.userRegisteredV1,
          { userId: user.id, email: user.email, name: user.name, referralCode } satisfies UserRegisteredV1,
          { correlationId: ctx.correlationId },
        );
        return (await this.sessions.issue(m, user, req)).session;
      });
    } catch (err) {
      // its own code, so the form can offer Login and Forgot password. This says the address has an
      // account, as any signup form must; the gateway's signup rate limit keeps it from being a lookup service
      if (isUniqueViolation(err)) fail('EMAIL_TAKEN', MSG.emailTaken, 'email');
      throw err;
    }
    this.nudgeOutbox();
    return session;
  }

  /** The code as coins stores it; an unknown one is the form's field error. Coins unreachable: the signup fails and can be retried. */
  private async checkReferralCode(code: string, ctx: RequestContext): Promise<string> {
    try {
      return (await this.bus.call(CoinsSubjects.lookupReferralCode, { correlationId: ctx.correlationId }, { code })).code;
    } catch (error) {
      if (error instanceof ServiceFailure && error.code === 'NOT_FOUND') fail('VALIDATION', COIN_MSG.unknownReferralCode, 'referralCode');
      throw error;
    }
  }

  /**
   * The caller's own password, with the current one (a stolen session alone cannot take the
   * account over). Every other session of the user ends, so a thief signed in elsewhere is out;
   * the session it is changed from stays. A wrong current password is a field error, not a 401,
   * which the app would take for an expired session.
   */
  async changePassword(req: ChangePasswordRequest, ctx: RequestContext): Promise<{ changed: true }> {
    const userId = ctx.userId;
    if (!userId) fail('UNAUTHORIZED', MSG.sessionExpired);
    const currentPassword = text(req?.currentPassword);
    const newPassword = text(req?.newPassword);
    if (!currentPassword) fail('VALIDATION', MSG.currentPasswordRequired, 'currentPassword');
    const problem = newPasswordProblem(newPassword);
    if (problem) fail('VALIDATION', problem, 'newPassword');

    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: userId } });
    if (!user) fail('UNAUTHORIZED', MSG.sessionExpired);
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) fail('VALIDATION', MSG.currentPasswordWrong, 'currentPassword');

    const passwordHash = await this.hasher.hash(newPassword);
    await withTransaction(this.db, async (m) => {
      // only over the hash just verified: a change or reset that committed meanwhile wins, and this one is refused
      const updated = await m.update(UserEntity, { id: userId, passwordHash: user.passwordHash }, { passwordHash });
      if (!updated.affected) fail('VALIDATION', MSG.currentPasswordWrong, 'currentPassword');
      await this.sessions.revokeOthersForUser(m, userId, text(req?.sessionId));
    });
    return { changed: true };
  }

  /** The password sign-in of callers that know no second step: refused to staff who owe one. */
  async login(req: LoginRequest): Promise<IssuedSession> {
    const user = await this.checkPassword(req);
    if (await this.secondFactor.stepFor(user)) fail('UNAUTHORIZED', SECOND_FACTOR_MSG.useSecondFactor);
    return (await this.sessions.issue(this.db.manager, user, req)).session;
  }

  /** The password step: a session, or for staff with a second factor the challenge for it. */
  async beginLogin(req: LoginRequest): Promise<LoginStep> {
    const user = await this.checkPassword(req);
    const step = await this.secondFactor.stepFor(user);
    if (step) return { session: null, challenge: await this.secondFactor.challenge(user, step) };
    return { session: (await this.sessions.issue(this.db.manager, user, req)).session, challenge: null };
  }

  private async checkPassword(req: LoginRequest): Promise<UserEntity> {
    const email = text(req?.email).trim();
    const password = text(req?.password);
    if (!email || !password) fail('VALIDATION', MSG.loginFieldsRequired);

    const user = await this.db.getRepository(UserEntity).findOne({ where: { email: normalizeEmail(email) } });
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !valid) fail('UNAUTHORIZED', MSG.invalidCredentials);
    return user;
  }
}
