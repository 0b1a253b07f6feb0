import { randomInt } from 'node:crypto';
import { sha256Hex } from '../sessions/opaque-token';

export const RECOVERY_CODE_COUNT = 10;
// no 0/O, 1/I/L: read off paper and typed again
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten random codes of 10 characters (about 49 bits each) as XXXXX-XXXXX, shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form: case, spaces and dashes do not matter when a code is typed back. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[\s-]/g, ''));
}
