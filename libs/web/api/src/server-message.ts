import { ApiError } from './api-error';

/**
 * The text to show for a failed call: the server's message when it sent one (spec wording, shown
 * as is), else the caller's `fallback` (undefined without one). A network failure or an unexpected
 * throw never shows its own text ("Failed to fetch"). English: the caller passes it through t().
 */
export function serverMessage(error: unknown): string | undefined;
export function serverMessage(error: unknown, fallback: string): string;
export function serverMessage(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiError && error.message.trim() ? error.message : fallback;
}
