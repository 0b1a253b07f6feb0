import type { ErrorCode, ServiceError } from '@resellpk/contracts';

/** A typed, expected failure: travels back to the caller as `{ok:false, error}`. */
export class ServiceFailure extends Error {
  readonly error: ServiceError;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ServiceFailure';
    this.error = field === undefined ? { code, message } : { code, message, field };
  }

  get code(): ErrorCode {
    return this.error.code;
  }
}

/** Throws a ServiceFailure; reads well in guard clauses: `if (!user) fail('NOT_FOUND', MSG.x)`. */
export function fail(code: ErrorCode, message: string, field?: string): never {
  throw new ServiceFailure(code, message, field);
}

export function isServiceFailure(error: unknown): error is ServiceFailure {
  return error instanceof ServiceFailure;
}
