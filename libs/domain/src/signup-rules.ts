import isEmailAddress from 'validator/lib/isEmail';
import { MSG } from './messages';
import { validatePhone } from './profile-rules';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;

/**
 * An address mail can be sent to, by the validator package's rules (the ones class-validator's
 * IsEmail uses): a proper local part and a domain with a TLD. Quotes and angle brackets are refused
 * although RFC 5321 allows them in a quoted local part: `"<script>"@x.pk` is no one's real address
 * and would be shown on admin screens. One rule for every form and service that takes an email.
 */
export function isEmail(value: string): boolean {
  const email = (value ?? '').trim();
  return email.length > 0 && isEmailAddress(email, { allow_display_name: false, require_tld: true, blacklisted_chars: '"<>' });
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

export type SignupField = 'name' | 'email' | 'whatsappNumber' | 'password' | 'confirmPassword' | 'acceptTerms';
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

/** The form's fields top to bottom: the order its problems are listed (and the first one focused). */
export const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'email', 'whatsappNumber', 'password', 'confirmPassword', 'acceptTerms'];

const blank = (v: string | undefined) => !(v ?? '').trim();

/**
 * Every field's problem at once, one message each (a form marks them all together).
 * `confirmPassword`/`acceptTerms` are checked only on the client (the server does not receive them).
 */
export function signupFieldErrors(form: SignupForm, opts: { client: boolean }): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  if (blank(form.name)) errors.name = MSG.nameRequired;
  else if (form.name.trim().length > NAME_MAX_LENGTH) errors.name = MSG.nameTooLong;

  if (blank(form.email)) errors.email = MSG.emailRequired;
  else if (!isEmail(form.email)) errors.email = MSG.invalidEmail;

  if (blank(form.whatsappNumber)) errors.whatsappNumber = MSG.whatsappRequired;
  else {
    const phone = validatePhone(form.whatsappNumber);
    if (phone) errors.whatsappNumber = phone;
  }

  if (!form.password) errors.password = MSG.passwordRequired;
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MSG.passwordTooShort;

  if (opts.client) {
    if (!form.confirmPassword) errors.confirmPassword = MSG.confirmPasswordRequired;
    else if (form.password && form.password !== form.confirmPassword) errors.confirmPassword = MSG.passwordsDoNotMatch;
    if (!form.acceptTerms) errors.acceptTerms = MSG.termsRequired;
  }
  return errors;
}

/** The problems as a list in the form's order, for an error answer (`errors`) or a form. */
export function signupErrorList(errors: SignupFieldErrors): Array<{ field: SignupField; message: string }> {
  return SIGNUP_FIELDS.filter((field) => errors[field]).map((field) => ({ field, message: errors[field] as string }));
}
