/** Only an allow-listed origin may receive a reset link, so the token is never mailed to a foreign site. */
export function resolveAppOrigin(requested: string | undefined | null, allowed: readonly string[]): string {
  const wanted = (requested ?? '').trim().replace(/\/+$/, '');
  return allowed.find((origin) => origin === wanted) ?? allowed[0];
}

export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
