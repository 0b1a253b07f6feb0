import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is on zxcvbn-ts's list of about 49,000 common (breached) passwords. The list
 * ships with the service, so no password leaves it; it is compared lower-cased, so "PASSWORD1" is as
 * common as "password1", and the Set is built on the first check, not at start-up.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
