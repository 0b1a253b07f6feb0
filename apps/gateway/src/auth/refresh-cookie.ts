import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'rpk_refresh';
/** Sent only to the auth routes that need it, never to the rest of the API. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * Set and cleared with the refresh cookie, readable by the page and holding no secret, only "1":
 * whether this browser has a session at all. The shell skips the silent refresh without it, so a
 * visitor's page requests its data at once instead of one round trip after an answer of "no session"
 * (libs/web/api/src/early-refresh.ts). A browser with a session but no hint (one from before the
 * hint existed) is a visitor until it logs in again.
 */
export const SESSION_HINT_COOKIE = 'rpk_session';

/**
 * The access token again, for the shell's web server only: a page request carries it, so the server
 * can draw a signed-in page's first screen with the user's own data (apps/web-server/src/web-first-paint.ts). The
 * API never reads it (its routes take a Bearer header only, so a cookie sent by a cross-site request
 * authenticates nothing); httpOnly, so no script reads it; it lives as long as the token it holds.
 * Set and cleared with the refresh cookie.
 */
export const PAGE_TOKEN_COOKIE = 'rpk_page';

/**
 * SameSite=Strict: only the app's own pages send it (login CSRF, issue 33). They call refresh from
 * script once loaded, a same-site request even after arriving from another site's link; the first
 * paint of such a visit uses the page token (Lax) instead.
 */
function baseOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH };
}

function hintOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', secure, path: '/' };
}

function pageTokenOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** A cookie that lives until `expiresAt`: Max-Age in seconds (Express took milliseconds), Expires as Express sent it too. */
function lifetime(expiresAt: string): { maxAge: number; expires: Date } {
  const expires = new Date(expiresAt);
  return { maxAge: Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000)), expires };
}

export function setPageTokenCookie(res: FastifyReply, accessToken: string, expiresAt: string, secure: boolean): void {
  res.setCookie(PAGE_TOKEN_COOKIE, accessToken, { ...pageTokenOptions(secure), ...lifetime(expiresAt) });
}

export function setRefreshCookie(res: FastifyReply, token: string, expiresAt: string, secure: boolean): void {
  const { maxAge, expires } = lifetime(expiresAt);
  res.setCookie(REFRESH_COOKIE, token, { ...baseOptions(secure), maxAge, expires });
  res.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(secure), maxAge, expires });
}

export function clearRefreshCookie(res: FastifyReply, secure: boolean): void {
  res.clearCookie(REFRESH_COOKIE, baseOptions(secure));
  res.clearCookie(SESSION_HINT_COOKIE, hintOptions(secure));
  res.clearCookie(PAGE_TOKEN_COOKIE, pageTokenOptions(secure));
}

/** Whether the request carries the cookie at all, valid or not (a visitor's browser has none). */
export function hasRefreshCookie(req: FastifyRequest): boolean {
  return (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE] !== undefined;
}

export function readRefreshCookie(req: FastifyRequest): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : null;
}
