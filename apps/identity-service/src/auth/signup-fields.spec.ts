import { MSG } from '@resellpk/domain';
import { signupFieldFor } from './signup-fields';

describe('signupFieldFor', () => {
  it('maps each field message to its form field', () => {
    expect(signupFieldFor(MSG.invalidEmail)).toBe('email');
    expect(signupFieldFor(MSG.phoneTooShort)).toBe('whatsappNumber');
    expect(signupFieldFor(MSG.phoneTooLong)).toBe('whatsappNumber');
    expect(signupFieldFor(MSG.passwordTooShort)).toBe('password');
    expect(signupFieldFor(MSG.passwordTooCommon)).toBe('password');
    expect(signupFieldFor(MSG.signupFieldsRequired)).toBeUndefined();
  });
});
