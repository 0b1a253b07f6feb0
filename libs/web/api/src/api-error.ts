import type { ApiErrorBody, ErrorCode, FieldError } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';

/** Error thrown by every api call; `message` is the server's (spec wording), ready for a toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly field?: string,
    readonly correlationId?: string,
    /** every field's problem when the server checked the input field by field */
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The problems a form marks on its fields: the list, or the one `field` the answer named. */
  get fieldErrors(): readonly FieldError[] {
    if (this.errors?.length) return this.errors;
    return this.field ? [{ field: this.field, message: this.message }] : [];
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    let body: Partial<ApiErrorBody> | null = null;
    try {
      body = (await res.json()) as Partial<ApiErrorBody>;
    } catch {
      // a proxy error page or an empty body: fall back to a generic message below
    }
    const fallback = res.status >= 502 && res.status <= 504 ? MSG.serviceUnavailable : MSG.somethingWentWrong;
    return new ApiError(
      res.status,
      (body?.code as ErrorCode) ?? (res.status >= 500 ? 'UNAVAILABLE' : 'INTERNAL'),
      typeof body?.message === 'string' && body.message ? body.message : fallback,
      body?.field,
      body?.correlationId,
      Array.isArray(body?.errors) ? body.errors.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string') : undefined,
    );
  }

  static network(): ApiError {
    return new ApiError(0, 'NETWORK', MSG.serviceUnavailable);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
