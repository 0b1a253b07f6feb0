import { MSG, PASSWORD_MIN_LENGTH } from '@resellpk/domain';
import { isCommonPassword } from './common-passwords';

/**
 * The rules every new password meets, at signup, reset and change (the server's word; the forms
 * check the length only): long enough and not a common one. The message, or null.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  if (isCommonPassword(password)) return MSG.passwordTooCommon;
  return null;
}
