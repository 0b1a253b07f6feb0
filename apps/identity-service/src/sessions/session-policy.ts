/** Access tokens live 15 minutes; the refresh cookie renews them for up to 30 days of inactivity. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

/** User agents and addresses are informational; cap them so a hostile header cannot bloat rows. */
export function cleanMeta(meta: ClientMeta | undefined): { userAgent: string | null; ip: string | null } {
  const cut = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  return { userAgent: cut(meta?.userAgent, 512), ip: cut(meta?.ip, 64) };
}
