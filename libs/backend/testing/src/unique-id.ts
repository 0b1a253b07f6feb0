import { randomBytes } from 'node:crypto';

/** Short lowercase id, safe in database, stream and consumer names. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
