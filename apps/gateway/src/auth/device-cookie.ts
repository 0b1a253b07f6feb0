import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_PATH } from './refresh-cookie';

/**
 * A random id the browser keeps from its first login or signup. It proves nothing by itself; it
 * tells this browser from others in two places:
 * - the per-account login limit counts a browser that logged in to the account before on its own
 *   (account-login-limiter.ts);
 * - a replay of a just-rotated refresh token gets a successor only from the browser that made the
 *   rotation (identity's SessionService.isGraceReuse), so a copied token cannot fork the session.
 * So it goes to every auth route, the refresh route included (path /api/v1/auth, as the refresh
 * cookie; it was /api/v1/auth/login before, when only the login limit read it). A browser with the
 * older login-path cookie sends that one first on login, and its value is set again at the new path.
 */
export const DEVICE_COOKIE = 'rpk_device';
export const DEVICE_COOKIE_PATH = REFRESH_COOKIE_PATH;

export function readDeviceCookie(req: FastifyRequest): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : null;
}

function newDeviceId(): string {
  return randomBytes(24).toString('base64url');
}

function setDeviceCookie(res: FastifyReply, deviceId: string, maxAgeMs: number, secure: boolean): void {
  res.setCookie(DEVICE_COOKIE, deviceId, { httpOnly: true, sameSite: 'strict', secure, path: DEVICE_COOKIE_PATH, maxAge: Math.floor(maxAgeMs / 1000) });
}

export interface DeviceCookieOptions {
  THROTTLE_LOGIN_DEVICE_TTL_DAYS: number;
  COOKIE_SECURE: boolean;
}

const assigned = new WeakMap<FastifyRequest, string>();

/**
 * This browser's device id: its cookie's, or a new one. The cookie is (re)set on the response with
 * a fresh lifetime, once per request however many callers ask (the login route and its limiter).
 */
export function ensureDeviceCookie(req: FastifyRequest, res: FastifyReply, options: DeviceCookieOptions): string {
  const known = assigned.get(req);
  if (known) return known;
  const deviceId = readDeviceCookie(req) ?? newDeviceId();
  setDeviceCookie(res, deviceId, options.THROTTLE_LOGIN_DEVICE_TTL_DAYS * 86_400_000, options.COOKIE_SECURE);
  assigned.set(req, deviceId);
  return deviceId;
}
