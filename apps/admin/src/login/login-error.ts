import { ApiError, serverMessage } from '@resellpk/web-api';
import { MSG } from '@resellpk/domain';

/** The server's message when it sent one, else the spec's admin fallback. */
export function adminLoginErrorMessage(err: unknown): string {
  return serverMessage(err, MSG.adminLoginFailed);
}

/** The second step's challenge is gone (timed out, too many wrong codes): its message, else null. */
export function challengeEnded(err: unknown): string | null {
  return err instanceof ApiError && err.status === 401 ? (serverMessage(err) ?? null) : null;
}
