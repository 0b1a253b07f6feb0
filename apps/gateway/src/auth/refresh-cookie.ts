import type { CookieOptions, Request, Response } from 'express';

export const REFRESH_COOKIE = 'rpk_refresh';
/** Sent only to the auth routes that need it, never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(res: Response, token: string, expiresAt: string, secure: boolean): void {
  const maxAge = Math.max(0, new Date(expiresAt).getTime() - Date.now());
  res.cookie(REFRESH_COOKIE, token, { ...baseOptions(secure), maxAge });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, baseOptions(secure));
}

export function readRefreshCookie(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : null;
}
