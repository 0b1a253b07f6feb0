import { ApiError } from '@resellpk/web-api';
import { MSG } from '@resellpk/domain';

/** The message the server sent with an error, or null (network failure, unexpected throw). */
export function serverMessage(err: unknown): string | null {
  if (err instanceof ApiError && typeof err.message === 'string' && err.message.trim()) return err.message;
  return null;
}

/** The server's message when it sent one, else the spec's admin fallback. */
export function adminLoginErrorMessage(err: unknown): string {
  return serverMessage(err) ?? MSG.adminLoginFailed;
}

/** The second step's challenge is gone (timed out, too many wrong codes): its message, else null. */
export function challengeEnded(err: unknown): string | null {
  return err instanceof ApiError && err.status === 401 ? serverMessage(err) : null;
}
