import { MSG } from '@resellpk/domain';

/** Which form field a signup validation message belongs to, so the UI can show it next to it. */
export function signupFieldFor(message: string): string | undefined {
  switch (message) {
    case MSG.invalidEmail:
      return 'email';
    case MSG.phoneTooShort:
    case MSG.phoneTooLong:
    case MSG.phoneInvalid:
      return 'whatsappNumber';
    case MSG.passwordTooShort:
    case MSG.passwordTooCommon:
      return 'password';
    case 'Name must not exceed 100 characters':
      return 'name';
    default:
      return undefined;
  }
}
