import { MSG } from './messages';
import { validatePhone } from './profile-rules';

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test((value ?? '').trim());
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface SignupForm {
  name: string;
  email: string;
  whatsappNumber: string;
  password: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

/**
 * First failing rule's message, in the spec's order: all fields, passwords match, terms.
 * `confirmPassword`/`acceptTerms` are checked only when given (the server does not receive them).
 */
export function validateSignup(form: SignupForm, opts: { client: boolean }): string | null {
  const required = [form.name, form.email, form.whatsappNumber, form.password];
  if (opts.client) required.push(form.confirmPassword ?? '');
  if (required.some((v) => !(v ?? '').trim())) return MSG.signupFieldsRequired;
  if (opts.client && form.password !== form.confirmPassword) return MSG.passwordsDoNotMatch;
  if (opts.client && !form.acceptTerms) return MSG.termsRequired;
  if (!isEmail(form.email)) return MSG.invalidEmail;
  const phone = validatePhone(form.whatsappNumber);
  if (phone) return phone;
  if (form.password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  if (form.name.trim().length > 100) return 'Name must not exceed 100 characters';
  return null;
}
