import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read out over the phone or typed into a bank app's note cannot be misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `TOP-` (or `prefix-`) and 6 random characters (31^6, about 887 million codes); the unique index settles the rare clash. */
export function newReferenceCode(prefix = 'TOP'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
