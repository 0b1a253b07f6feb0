import type { ErrorCode, FieldError, ServiceError } from '@resellpk/contracts';

/** A typed, expected failure: travels back to the caller as `{ok:false, error}`. */
export class ServiceFailure extends Error {
  readonly error: ServiceError;

  /** `errors`: every field's problem, for a form that marks them all at once (the first is `field`). */
  constructor(code: ErrorCode, message: string, field?: string, errors?: readonly FieldError[]) {
    super(message);
    this.name = 'ServiceFailure';
    const error: ServiceError = field === undefined ? { code, message } : { code, message, field };
    // (a reply from another service is data: keep only well-formed entries)
    const list = Array.isArray(errors) ? errors.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string') : [];
    if (list.length) error.errors = list.map((e) => ({ field: e.field, message: e.message }));
    this.error = error;
  }

  get code(): ErrorCode {
    return this.error.code;
  }
}

/** Throws a ServiceFailure; reads well in guard clauses: `if (!user) fail('NOT_FOUND', MSG.x)`. */
export function fail(code: ErrorCode, message: string, field?: string, errors?: readonly FieldError[]): never {
  throw new ServiceFailure(code, message, field, errors);
}

export function isServiceFailure(error: unknown): error is ServiceFailure {
  return error instanceof ServiceFailure;
}
