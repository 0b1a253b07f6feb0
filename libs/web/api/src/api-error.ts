import type { ApiErrorBody, ErrorCode } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';

/** Error thrown by every api call; `message` is the server's (spec wording), ready for a toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly field?: string,
    readonly correlationId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
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
    );
  }

  static network(): ApiError {
    return new ApiError(0, 'NETWORK', MSG.serviceUnavailable);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
