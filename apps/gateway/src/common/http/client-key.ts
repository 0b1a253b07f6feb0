import { ServiceFailure } from '@resellpk/backend-messaging';
import { isClientKey } from '@resellpk/domain';

/** The Idempotency-Key header of a request the client may retry, or a 400 with `message` (the service checks it again). */
export function requireClientKey(key: string | undefined, message: string): string {
  if (!isClientKey(key)) throw new ServiceFailure('VALIDATION', message, 'idempotencyKey');
  return key;
}
