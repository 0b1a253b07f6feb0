import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A random id the browser keeps after a successful login, so the per-account login limit can tell
 * the account owner's devices from everyone else (account-login-limiter.ts). It proves nothing by
 * itself: it only matters for an account it logged in to before, and it is sent only to the login route.
 */
export const DEVICE_COOKIE = 'rpk_device';
export const DEVICE_COOKIE_PATH = '/api/v1/auth/login';

export function readDeviceCookie(req: FastifyRequest): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : null;
}

export function newDeviceId(): string {
  return randomBytes(24).toString('base64url');
}

export function setDeviceCookie(res: FastifyReply, deviceId: string, maxAgeMs: number, secure: boolean): void {
  res.setCookie(DEVICE_COOKIE, deviceId, { httpOnly: true, sameSite: 'strict', secure, path: DEVICE_COOKIE_PATH, maxAge: Math.floor(maxAgeMs / 1000) });
}
