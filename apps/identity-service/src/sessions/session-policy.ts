/**
 * Access tokens live 15 minutes; the refresh cookie renews them for up to 30 days of inactivity,
 * and a session (refresh-token family) ends SESSION_MAX_DAYS after its login however active it
 * is, so a stolen refresh token that keeps being rotated dies too (ASVS 3.3).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after a refresh token is rotated it may still be presented without counting as stolen.
 * The browser keeps the old cookie whenever the rotating response never reaches it (a reload or a
 * navigation aborts the request, a second tab sends the old cookie meanwhile), and its next refresh
 * then replays the old token: without this leeway that signs the user out. Inside the window a
 * replay gets a fresh successor in the same family (Auth0's "reuse interval", Ory's grace period);
 * the window runs from the first rotation and is never extended.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** When a refresh token issued now expires: idle timeout, capped by the family's absolute end. */
export function refreshExpiry(now: number, familyStartedAt: Date, sessionMaxMs: number): Date {
  return new Date(Math.min(now + REFRESH_TOKEN_TTL_MS, familyStartedAt.getTime() + sessionMaxMs));
}

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

/** User agents and addresses are informational; cap them so a hostile header cannot bloat rows. */
export function cleanMeta(meta: ClientMeta | undefined): { userAgent: string | null; ip: string | null } {
  const cut = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  return { userAgent: cut(meta?.userAgent, 512), ip: cut(meta?.ip, 64) };
}
