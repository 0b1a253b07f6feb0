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
