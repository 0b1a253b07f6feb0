import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@resellpk/backend-messaging';
import { getCorrelationId } from '@resellpk/backend-logging';
import type { Tx } from '@resellpk/backend-persistence';
import { IdentityEvents } from '@resellpk/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

/** Why sessions ended (the event's `reason`, for logs). */
export type RevocationReason = 'logout' | 'refresh-reuse' | 'password-reset' | 'password-change' | 'revoked';

/** A refresh-token row just revoked (UPDATE ... RETURNING). */
export interface RevokedRow {
  user_id: string;
  family_id: string;
  created_at: Date | string;
}

/** A minute of leeway for the clocks of identity and the gateway. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Announces ended sessions in the revoking transaction (identity.session.revoked.v1), so the gateway
 * refuses their access tokens and closes their sockets as soon as the change commits. An access token
 * is signed with each refresh token, so only the sessions with a refresh token issued within an
 * access token's lifetime can still have a live one: the others are left out of the event (a user's
 * old, never revoked sessions would otherwise make every password reset list them all).
 */
export async function announceRevokedSessions(manager: EntityManager, reason: RevocationReason, rows: readonly RevokedRow[]): Promise<void> {
  const liveSince = Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 - CLOCK_SKEW_MS;
  const byUser = new Map<string, Set<string>>();
  for (const row of rows) {
    if (new Date(row.created_at).getTime() < liveSince) continue;
    const ids = byUser.get(row.user_id) ?? new Set<string>();
    byUser.set(row.user_id, ids.add(row.family_id));
  }
  for (const [userId, ids] of byUser) {
    // called inside the revoking transaction (a Tx by construction at every call site)
    await enqueueEvent(manager as Tx, IdentityEvents.sessionRevokedV1, { userId, sessionIds: [...ids], reason }, { correlationId: getCorrelationId() ?? randomUUID() });
  }
}
