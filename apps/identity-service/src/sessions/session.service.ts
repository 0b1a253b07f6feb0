import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { AccessTokenSigner } from '@resellpk/backend-auth';
import { fail } from '@resellpk/backend-messaging';
import type { IssuedSession, LogoutRequest, RefreshRequest } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity-config';
import { IDENTITY_DB } from '../database/tokens';
import { UserEntity } from '../users/user.entity';
import { toSessionUser } from '../users/profile.mapper';
import { RefreshTokenEntity } from './refresh-token.entity';
import { newOpaqueToken, sha256Hex } from './opaque-token';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS, cleanMeta, type ClientMeta } from './session-policy';

type RefreshOutcome = { kind: 'ok'; session: IssuedSession } | { kind: 'invalid' } | { kind: 'reused' };

/**
 * Sessions are families of rotating refresh tokens. Every refresh consumes the presented token and
 * issues its successor in the same family; presenting a consumed token again means it was copied,
 * so the whole family (including the newest token) is revoked.
 */
@Injectable()
export class SessionService {
  private readonly signer: AccessTokenSigner;

  constructor(
    @Inject(IDENTITY_DB) private readonly db: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.signer = new AccessTokenSigner(config.JWT_PRIVATE_KEY);
  }

  /** Issues an access token and a refresh token; `familyId` continues an existing session. */
  async issue(
    manager: EntityManager,
    user: UserEntity,
    meta?: ClientMeta,
    familyId: string = randomUUID(),
  ): Promise<{ session: IssuedSession; tokenId: string }> {
    const now = Date.now();
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = new Date(now + REFRESH_TOKEN_TTL_MS);
    const row = await manager.save(
      manager.create(RefreshTokenEntity, {
        familyId,
        userId: user.id,
        tokenHash: sha256Hex(refreshToken),
        expiresAt: refreshExpiresAt,
        ...cleanMeta(meta),
      }),
    );
    const accessToken = this.signer.sign({ sub: user.id, role: user.role, plan: user.plan, sid: familyId }, ACCESS_TOKEN_TTL_SECONDS);
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
      const row = await m
        .createQueryBuilder(RefreshTokenEntity, 't')
        .setLock('pessimistic_write')
        .where('t.token_hash = :tokenHash', { tokenHash })
        .getOne();
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
      if (row.usedAt) {
        await this.revokeFamily(m, row.familyId);
        return { kind: 'reused' };
      }
      // re-read the user so a role or plan change reaches the next access token
      const user = await m.findOne(UserEntity, { where: { id: row.userId } });
      if (!user) return { kind: 'invalid' };
      const { session, tokenId } = await this.issue(m, user, req, row.familyId);
      await m.update(RefreshTokenEntity, { id: row.id }, { usedAt: new Date(), replacedById: tokenId });
      return { kind: 'ok', session };
    });

    if (outcome.kind !== 'ok') fail('UNAUTHORIZED', MSG.sessionExpired);
    return outcome.session;
  }

  /** Ends the session the token belongs to. Unknown or already revoked tokens are fine (idempotent). */
  async logout(req: LogoutRequest): Promise<{ loggedOut: true }> {
    const token = typeof req?.refreshToken === 'string' ? req.refreshToken : '';
    if (token) {
      const row = await this.db.getRepository(RefreshTokenEntity).findOne({ where: { tokenHash: sha256Hex(token) } });
      if (row) await this.revokeFamily(this.db.manager, row.familyId);
    }
    return { loggedOut: true };
  }

  async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** After a password reset every device has to sign in again. */
  async revokeAllForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(RefreshTokenEntity, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
