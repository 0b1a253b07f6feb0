import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { ERROR_HTTP_STATUS, type ApiErrorBody, type ErrorCode, type FieldError } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';

// the first code of a status wins: 409 is CONFLICT, not one of the later, more specific 409s
const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(ERROR_HTTP_STATUS)
    .reverse()
    .map(([code, status]) => [status, code as ErrorCode]),
);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_HTTP_STATUS;
}

function codeForStatus(status: number): ErrorCode {
  if (CODE_BY_STATUS[status]) return CODE_BY_STATUS[status];
  if (status === HttpStatus.METHOD_NOT_ALLOWED) return 'VALIDATION';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const { message } = response as { message: unknown };
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** Errors Fastify raises before Nest's pipeline (bad JSON, body too large, ...): `FST_*` codes. */
function isFastifyError(err: unknown): err is Error & { statusCode: number; code: string } {
  if (!(err instanceof Error)) return false;
  const { statusCode, code } = err as Error & { statusCode?: unknown; code?: unknown };
  return typeof statusCode === 'number' && typeof code === 'string' && code.startsWith('FST_');
}

/**
 * Maps anything thrown while handling a request to the one REST error shape.
 * `expected` is false for errors worth an error log (bugs, not user mistakes).
 */
export function toApiError(err: unknown, correlationId: string): { body: ApiErrorBody; expected: boolean } {
  const body = (statusCode: number, code: ErrorCode, message: string, field?: string, errors?: FieldError[]): ApiErrorBody => ({
    statusCode,
    code,
    message,
    ...(field ? { field } : {}),
    ...(statusCode < 500 && errors?.length ? { errors } : {}),
    correlationId,
  });

  if (err instanceof ServiceFailure) {
    const { code, message, field, errors } = err.error;
    const status = ERROR_HTTP_STATUS[code] ?? 500;
    return { body: body(status, code, code === 'INTERNAL' ? MSG.somethingWentWrong : message, field, errors), expected: status < 500 || code !== 'INTERNAL' };
  }
  if (err instanceof ThrottlerException) {
    return { body: body(429, 'RATE_LIMITED', MSG.tooManyRequests), expected: true };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const response = err.getResponse() as { code?: unknown; field?: unknown; errors?: unknown } | string;
    const code = typeof response === 'object' && isErrorCode(response.code) ? response.code : codeForStatus(status);
    const field = typeof response === 'object' && typeof response.field === 'string' ? response.field : undefined;
    const errors = typeof response === 'object' && Array.isArray(response.errors) ? (response.errors as FieldError[]) : undefined;
    const message = status >= 500 ? MSG.somethingWentWrong : messageOf(response, err.message);
    return { body: body(status, code, message, field, errors), expected: status < 500 };
  }
  if (isFastifyError(err)) {
    if (err.statusCode === 413) return { body: body(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'), expected: true };
    // a Content-Type header Fastify cannot even parse
    if (err.statusCode === 415) return { body: body(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.jsonBodyRequired), expected: true };
    if (err.statusCode < 500) return { body: body(400, 'VALIDATION', 'The request body is not valid JSON.'), expected: true };
  }
  return { body: body(500, 'INTERNAL', MSG.somethingWentWrong), expected: false };
}
