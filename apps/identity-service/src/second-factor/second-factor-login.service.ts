import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { STAFF_ROLES, type CompleteLoginRequest, type EnrolledSession, type IssuedSession, type LoginChallengeRef, type SecondFactorChallenge, type TotpEnrolment } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { newOpaqueToken, sha256Hex } from '../sessions/opaque-token';
import { SessionService } from '../sessions/session.service';
import { UserEntity } from '../users/user.entity';
import { TotpService } from './totp.service';

/** A challenge lives this long after the right password, */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** and dies after this many wrong codes: guessing the code again means guessing the password again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

type Step = SecondFactorChallenge['step'];
interface ChallengeRow {
  id: string;
  user_id: string;
  step: Step;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}
type Outcome<T> = { ok: true; value: T } | { ok: false; code: 'VALIDATION' | 'UNAUTHORIZED'; message: string; field?: string };

/**
 * The second step of a staff member's sign-in. After the right password, staff with two-factor
 * sign-in on (or required here, TOTP_REQUIRED_FOR_STAFF, and not set up) get a challenge instead of
 * a session; the session comes only with a code from the app or a recovery code (or, for `enrol`,
 * with the set-up confirmed by its first code).
 */
@Injectable()
export class SecondFactorLoginService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly totp: TotpService,
    private readonly sessions: SessionService,
  ) {}

  /** What a user who gave the right password still owes: nothing (null), a code, or the set-up. */
  async stepFor(user: UserEntity): Promise<Step | null> {
    if (!STAFF_ROLES.includes(user.role)) return null;
    if (await this.totp.isEnabled(user.id)) return 'code';
    return this.totp.requiredForStaff ? 'enrol' : null;
  }

  async challenge(user: UserEntity, step: Step): Promise<SecondFactorChallenge> {
    const challengeToken = newOpaqueToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await this.db.query(`INSERT INTO login_challenges (user_id, token_hash, step, expires_at) VALUES ($1, $2, $3, $4)`, [user.id, sha256Hex(challengeToken), step, expiresAt]);
    return { step, challengeToken, expiresAt: expiresAt.toISOString() };
  }

  /** The code step: the session, or a wrong code counted against the challenge. */
  async complete(req: CompleteLoginRequest): Promise<IssuedSession> {
    return this.settle(
      await this.db.transaction(async (m): Promise<Outcome<IssuedSession>> => {
        const found = await this.openChallenge(m, req?.challengeToken, 'code');
        if (!found.ok) return found;
        const row = found.value;
        if (!(await this.totp.checkCode(m, row.user_id, typeof req.code === 'string' ? req.code : ''))) {
          // committed with the refusal: the outcome is raised after the transaction
          await m.query(`UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
          return { ok: false, code: 'VALIDATION', message: SECOND_FACTOR_MSG.invalidCode, field: 'code' };
        }
        return { ok: true, value: await this.signIn(m, row, req) };
      }),
    );
  }

  /** The set-up step: the secret to scan, while the challenge lives. */
  async startEnrolment(req: LoginChallengeRef): Promise<TotpEnrolment> {
    const row = this.settle(await this.db.transaction((m) => this.openChallenge(m, req?.challengeToken, 'enrol')));
    const user = await this.db.getRepository(UserEntity).findOneOrFail({ where: { id: row.user_id } });
    return this.totp.startEnrolmentFor(user);
  }

  /** The set-up confirmed by its first code: two-factor sign-in is on, and the session starts. */
  async confirmEnrolment(req: CompleteLoginRequest): Promise<EnrolledSession> {
    return this.settle(
      await this.db.transaction(async (m): Promise<Outcome<EnrolledSession>> => {
        const found = await this.openChallenge(m, req?.challengeToken, 'enrol');
        if (!found.ok) return found;
        const { recoveryCodes } = await this.totp.confirmEnrolmentFor(m, found.value.user_id, req.code);
        return { ok: true, value: { session: await this.signIn(m, found.value, req), recoveryCodes } };
      }),
    );
  }

  private async openChallenge(m: EntityManager, token: unknown, step: Step): Promise<Outcome<ChallengeRow>> {
    const expired = { ok: false, code: 'UNAUTHORIZED', message: SECOND_FACTOR_MSG.challengeExpired } as const;
    if (typeof token !== 'string' || !token) return expired;
    // FOR UPDATE: parallel codes for one challenge are checked one after the other
    const [row] = (await m.query(`SELECT id, user_id, step, attempts, expires_at, used_at FROM login_challenges WHERE token_hash = $1 FOR UPDATE`, [sha256Hex(token)])) as ChallengeRow[];
    if (!row || row.step !== step || row.used_at || new Date(row.expires_at).getTime() <= Date.now() || row.attempts >= CHALLENGE_MAX_ATTEMPTS) return expired;
    return { ok: true, value: row };
  }

  private async signIn(m: EntityManager, row: ChallengeRow, meta: CompleteLoginRequest): Promise<IssuedSession> {
    await m.query(`UPDATE login_challenges SET used_at = now() WHERE id = $1`, [row.id]);
    const user = await m.findOneOrFail(UserEntity, { where: { id: row.user_id } });
    return (await this.sessions.issue(m, user, meta)).session;
  }

  private settle<T>(outcome: Outcome<T>): T {
    if (!outcome.ok) fail(outcome.code, outcome.message, outcome.field);
    return outcome.value;
  }
}
