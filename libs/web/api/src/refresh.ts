import type { SessionUser } from '@resellpk/contracts';
import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { sendRefresh, takeEarlyRefresh, withRefreshLock } from './early-refresh';

export interface SessionPayload {
  accessToken: string;
  user: SessionUser;
}

let inFlight: Promise<SessionPayload | null> | null = null;

/**
 * Silent refresh through the httpOnly cookie. Refresh tokens rotate and re-using an old one
 * revokes the whole family, so only one refresh may run at a time: one promise per tab and,
 * where the browser has it, a Web Lock across tabs (the second tab then sends the rotated cookie).
 * Resolves null when there is no session: 204 (the browser has no refresh cookie, a visitor) or
 * 401/403 (the cookie is expired, revoked or reused). Throws ApiError when the server is unreachable.
 */
export function refreshSession(): Promise<SessionPayload | null> {
  if (!inFlight) {
    // the shell's first script may have sent it already (early-refresh.ts)
    const early = takeEarlyRefresh();
    inFlight = (early ? readRefresh(early) : withRefreshLock(() => readRefresh(sendRefresh()))).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function readRefresh(response: Promise<Response>): Promise<SessionPayload | null> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw ApiError.network();
  }
  if (res.status === 204 || res.status === 401 || res.status === 403) {
    authStore.clear();
    return null;
  }
  if (!res.ok) throw await ApiError.fromResponse(res);
  const payload = (await res.json()) as SessionPayload;
  authStore.set({ accessToken: payload.accessToken, user: payload.user });
  return payload;
}
