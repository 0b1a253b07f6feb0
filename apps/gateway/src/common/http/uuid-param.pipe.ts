import { Injectable, type PipeTransform } from '@nestjs/common';
import { ServiceFailure } from '@resellpk/backend-messaging';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id path parameter: anything that is not a UUID cannot exist, so it is a 404, not a 500 downstream. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage = 'Not found.') {}

  transform(value: string): string {
    if (typeof value !== 'string' || !UUID_RE.test(value)) throw new ServiceFailure('NOT_FOUND', this.notFoundMessage);
    return value.toLowerCase();
  }
}

/** Throws the first rule error of a domain validator as a typed 400 with its field. */
export function throwFirstFieldError(errors: Array<{ field: string; message: string }>): void {
  if (errors.length) throw new ServiceFailure('VALIDATION', errors[0].message, errors[0].field);
}
