import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessTokenSigner } from '@resellpk/backend-auth';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE } from '@resellpk/backend-service';
import type { IssuedSession, LogoutRequest, RefreshRequest } from '@resellpk/contracts';
import { announceRevokedSessions, type RevocationReason, type RevokedRow } from './revoked-sessions';
import { MSG } from '@resellpk/domain';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { UserEntity } from '../users/user.entity';
import { toSessionUser } from '../users/profile.mapper';
import { RefreshTokenEntity } from './refresh-token.entity';
import { newOpaqueToken, sha256Hex } from './opaque-token';
import { ACCESS_TOKEN_TTL_SECONDS, DAY_MS, REFRESH_REUSE_GRACE_MS, cleanMeta, refreshExpiry, type ClientMeta } from './session-policy';

/** A session: one login's family of rotating refresh tokens. */
interface Family {
  id: string;
  startedAt: Date;
}

/** The stored form of the browser's device id (no raw cookie values in the database); null without one. */
function deviceHash(deviceId: unknown): string | null {
  return typeof deviceId === 'string' && deviceId.length > 0 && deviceId.length <= 128 ? sha256Hex(deviceId) : null;
}

type RefreshOutcome = { kind: 'ok'; session: IssuedSession } | { kind: 'invalid' } | { kind: 'reused' };

/**
 * Sessions are families of rotating refresh tokens. Every refresh consumes the presented token and
 * issues its successor in the same family; presenting a consumed token again means it was copied,
 * so the whole family (including the newest token) is revoked, unless it comes from the device
 * that rotated it, within REFRESH_REUSE_GRACE_MS of the rotation, while that is still the family's
 * latest (see isGraceReuse). A family ends SESSION_MAX_DAYS after its login: then refresh fails
 * and the user logs in again.
 */
@Injectable()
export class SessionService {
  private readonly signer: AccessTokenSigner;
  private readonly sessionMaxMs: number;

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.signer = new AccessTokenSigner(config.JWT_PRIVATE_KEY);
    this.sessionMaxMs = config.SESSION_MAX_DAYS * DAY_MS;
  }

  /** Issues an access token and a refresh token; `family` continues an existing session (a login starts one). */
  async issue(
    manager: EntityManager,
    user: UserEntity,
    meta?: ClientMeta,
    family: Family = { id: randomUUID(), startedAt: new Date() },
  ): Promise<{ session: IssuedSession; tokenId: string }> {
    const now = Date.now();
    const refreshToken = newOpaqueToken();
    // the cookie's Max-Age follows, so the browser drops it when the session ends
    const refreshExpiresAt = refreshExpiry(now, family.startedAt, this.sessionMaxMs);
    const row = await manager.save(
      manager.create(RefreshTokenEntity, {
        familyId: family.id,
        familyStartedAt: family.startedAt,
        userId: user.id,
        tokenHash: sha256Hex(refreshToken),
        expiresAt: refreshExpiresAt,
        ...cleanMeta(meta),
      }),
    );
    const accessToken = this.signer.sign({ sub: user.id, role: user.role, plan: user.plan, sid: family.id }, ACCESS_TOKEN_TTL_SECONDS);
    return {
      tokenId: row.id,
      session: {
        accessToken,
        accessExpiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
        refreshToken,
        refreshExpiresAt: refreshExpiresAt.toISOString(),
        user: toSessionUser(user),
      },
    };
  }

  async refresh(req: RefreshRequest): Promise<IssuedSession> {
    const token = typeof req?.refreshToken === 'string' ? req.refreshToken : '';
    if (!token) fail('UNAUTHORIZED', MSG.sessionExpired);
    const tokenHash = sha256Hex(token);

    // The family revocation on reuse must be committed, so the transaction returns an outcome and
    // the failure is raised only after it.
    const outcome = await this.db.transaction(async (m): Promise<RefreshOutcome> => {
      // FOR UPDATE serialises concurrent refreshes of one token: the second waits, then sees used_at
      const row = await this.lockToken(m, tokenHash);
      const now = Date.now();
      // the family's end is checked as well as the row's: SESSION_MAX_DAYS may have been shortened since it was issued
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now || row.familyStartedAt.getTime() + this.sessionMaxMs <= now) return { kind: 'invalid' };
      const device = deviceHash(req.deviceId);
      if (row.usedAt && !(await this.isGraceReuse(m, row, device, now))) {
        await this.revokeFamily(m, row.familyId, 'refresh-reuse');
        return { kind: 'reused' };
      }
      // re-read the user so a role or plan change reaches the next access token
      const user = await m.findOne(UserEntity, { where: { id: row.userId } });
      if (!user) return { kind: 'invalid' };
      const { session, tokenId } = await this.issue(m, user, req, { id: row.familyId, startedAt: row.familyStartedAt });
      // only the first use is recorded, with the device that made it: a replay inside the grace
      // window must not move the window on, and is forgiven from that device only
      if (!row.usedAt) await m.update(RefreshTokenEntity, { id: row.id }, { usedAt: new Date(now), replacedById: tokenId, rotatedByDevice: device });
      return { kind: 'ok', session };
    });

    if (outcome.kind !== 'ok') fail('UNAUTHORIZED', MSG.sessionExpired);
    return outcome.session;
  }

  /**
   * A consumed token presented again is forgiven (gets another successor, nothing is revoked) only
   * from the device that rotated it (the browser's device cookie, passed by the gateway: a replay
   * without one, or from another device, is a copy, and a token copied within the window must not
   * fork the session), only inside REFRESH_REUSE_GRACE_MS of its first use, and only while no
   * token of the family has been used since: once a successor has been refreshed, whoever holds
   * the old token is not the browser that lost the rotating response, so the replay is a copy.
   * Any number of replays inside the
   * window are forgiven, not just one: a reload may be aborted again, and parallel requests all
   * carry the old cookie; a limit would not stop a thief, who needs one successor only. What bounds a
   * thief is the fixed window and that every successor stays in the family, so logout, a password
   * reset or a later replay ends them all.
   */
  private async isGraceReuse(m: EntityManager, row: RefreshTokenEntity, device: string | null, now: number): Promise<boolean> {
    const { familyId, usedAt } = row;
    if (!usedAt || !device || row.rotatedByDevice !== device) return false;
    if (now - usedAt.getTime() >= REFRESH_REUSE_GRACE_MS) return false;
    // Not serialised with a concurrent refresh of another token of the family (a different row
    // lock): harmless, the outcome is the one of this replay arriving just before that refresh.
    const movedOn = await m
      .createQueryBuilder(RefreshTokenEntity, 't')
      .where('t.family_id = :familyId AND t.used_at > :usedAt', { familyId, usedAt })
      .getExists();
    return !movedOn;
  }

  /** Ends the session the token belongs to. Unknown or already revoked tokens are fine (idempotent). */
  async logout(req: LogoutRequest): Promise<{ loggedOut: true }> {
    const token = typeof req?.refreshToken === 'string' ? req.refreshToken : '';
    if (token) {
      await this.db.transaction(async (m) => {
        // FOR UPDATE waits for a refresh of this token in flight (a replay inside the grace window
        // included); the revoking UPDATE, a later statement, then sees the successor it committed
        const row = await this.lockToken(m, sha256Hex(token));
        if (row) await this.revokeFamily(m, row.familyId, 'logout');
      });
    }
    return { loggedOut: true };
  }

  private lockToken(m: EntityManager, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return m.createQueryBuilder(RefreshTokenEntity, 't').setLock('pessimistic_write').where('t.token_hash = :tokenHash', { tokenHash }).getOne();
  }

  /** Ends one session; the gateway refuses its access tokens too (identity.session.revoked.v1). */
  async revokeFamily(manager: EntityManager, familyId: string, reason: RevocationReason = 'revoked'): Promise<void> {
    await announceRevokedSessions(manager, reason, await this.revokeWhere(manager, 'family_id', familyId));
  }

  /** After a password reset every device has to sign in again, and their sockets close. */
  async revokeAllForUser(manager: EntityManager, userId: string, reason: RevocationReason = 'password-reset'): Promise<void> {
    await announceRevokedSessions(manager, reason, await this.revokeWhere(manager, 'user_id', userId));
  }

  /** After a password change every other device has to sign in again; the session that changed it stays. */
  async revokeOthersForUser(manager: EntityManager, userId: string, keepFamilyId: string, reason: RevocationReason = 'password-change'): Promise<void> {
    const [rows] = (await manager.query(
      `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND family_id::text <> $2 AND revoked_at IS NULL RETURNING user_id, family_id, created_at`,
      [userId, keepFamilyId],
    )) as [RevokedRow[], number];
    await announceRevokedSessions(manager, reason, rows);
  }

  private async revokeWhere(manager: EntityManager, column: 'family_id' | 'user_id', id: string): Promise<RevokedRow[]> {
    // an UPDATE answers [rows, count]
    const [rows] = (await manager.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE ${column} = $1 AND revoked_at IS NULL RETURNING user_id, family_id, created_at`, [id])) as [RevokedRow[], number];
    return rows;
  }
}
