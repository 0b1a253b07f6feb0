import { createHash } from 'node:crypto';
import { normalizeEmail } from '@resellpk/domain';

/** A short sha256 of a value, for Redis keys that must not list who asked for what. */
export function shortHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 32);
}

/** An account's key in the limits: its normalised email, hashed (case and spaces do not make a new one). */
export function emailKey(email: string): string {
  return shortHash(normalizeEmail(email));
}
