import { ApiError } from '@resellpk/web-api';

/**
 * The server's message when it sent one (the spec wants it shown as is), otherwise the page's
 * fallback: network failures and unexpected errors must not leak "Failed to fetch" to users.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
