import type { Role } from '@resellpk/contracts';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/** What a revocation check reads from a verified token. */
export interface RevocableClaims {
  sub: string;
  role: Role;
  sid: string;
}

/**
 * How long an entry is kept: the access token's lifetime (a token issued before the revocation
 * expires within it) plus a minute for clocks that disagree.
 */
export const REVOCATION_TTL_MS = (DEFAULT_ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

/**
 * The access tokens refused before they expire, in memory: checked on every request, so a Map
 * lookup rather than a Redis round trip (the verifier's cache would otherwise keep serving them).
 *
 * - an ended session (`sid`: logout, a replayed refresh token, a password reset);
 * - a token whose role is not the user's role as identity last announced it (a demotion; a
 *   promotion too: the client refreshes and gets the new role). Compared by role rather than by
 *   issue time: a token issued in the same second as the change is right or wrong by its role,
 *   while `iat` has whole seconds only.
 *
 * Entries are dropped REVOCATION_TTL_MS after they were recorded, when no token they refuse can
 * still be alive. Who feeds it (NATS, Redis) is the app's business.
 */
export class SessionRevocations {
  private readonly sessions = new Map<string, number>();
  private readonly roles = new Map<string, { role: Role; at: number; until: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Refuses the sessions' tokens until `until` (ms epoch). */
  revokeSessions(sessionIds: readonly string[], until = this.now() + REVOCATION_TTL_MS): void {
    for (const sid of sessionIds) this.sessions.set(sid, Math.max(until, this.sessions.get(sid) ?? 0));
  }

  /**
   * Records the user's role as of `at` (ms epoch); an older announcement arriving late does not
   * overwrite a newer one. Returns whether it was recorded.
   */
  setRole(userId: string, role: Role, at: number, until = this.now() + REVOCATION_TTL_MS): boolean {
    const known = this.roles.get(userId);
    if (known && known.at > at) return false;
    this.roles.set(userId, { role, at, until: Math.max(until, known?.until ?? 0) });
    return true;
  }

  /** The user's current role when it changed within an access token's lifetime. */
  roleOf(userId: string): Role | undefined {
    const known = this.roles.get(userId);
    return known && known.until > this.now() ? known.role : undefined;
  }

  isSessionRevoked(sid: string): boolean {
    const until = this.sessions.get(sid);
    return until !== undefined && until > this.now();
  }

  /** Why the token is refused, or null when it is not. */
  refusal(claims: RevocableClaims): 'session ended' | 'role changed' | null {
    if (this.sessions.size === 0 && this.roles.size === 0) return null;
    this.sweep();
    if (this.isSessionRevoked(claims.sid)) return 'session ended';
    const role = this.roleOf(claims.sub);
    if (role !== undefined && role !== claims.role) return 'role changed';
    return null;
  }

  get size(): number {
    return this.sessions.size + this.roles.size;
  }

  /** Drops expired entries, at most once a second (a lookup stays O(1)). */
  private sweep(): void {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [sid, until] of this.sessions) if (until <= now) this.sessions.delete(sid);
    for (const [userId, known] of this.roles) if (known.until <= now) this.roles.delete(userId);
  }
}
