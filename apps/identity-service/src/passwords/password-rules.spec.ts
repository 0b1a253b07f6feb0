import { MSG } from '@resellpk/domain';
import { isCommonPassword } from './common-passwords';
import { newPasswordProblem } from './password-rules';

describe('new password rules', () => {
  it('finds common passwords in any letter case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Demo@12345')).toBe(false);
  });

  it('answers the first broken rule', () => {
    expect(newPasswordProblem('short')).toBe(MSG.passwordTooShort);
    expect(newPasswordProblem('Sunshine1')).toBe(MSG.passwordTooCommon);
    expect(newPasswordProblem('Karachi#2025')).toBeNull();
  });
});
