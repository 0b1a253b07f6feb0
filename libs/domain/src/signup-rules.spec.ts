import { MSG } from './messages';
import { isEmail, signupErrorList, signupFieldErrors, type SignupForm } from './signup-rules';

describe('isEmail (one rule for every form and service that takes an email)', () => {
  it.each(['ali@example.pk', 'ali.raza+shop@mail.example.com', 'AYESHA_K@Example.PK', '  ali@example.pk  ', "o'brien@x.pk"])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '<script>@x.pk',
    '"<script>"@x.pk',
    'ali<b>@x.pk',
    'Ali <ali@x.pk>',
    'ali@x',
    'ali@@x.pk',
    'ali @x.pk',
    'ali@x..pk',
    'ali@-x.pk',
    '@x.pk',
    'ali@',
    '',
    '   ',
    `${'a'.repeat(65)}@x.pk`,
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('signupFieldErrors: every field at once, one message each', () => {
  const good: SignupForm = { name: 'Ali Raza', email: 'ali@example.pk', whatsappNumber: '0300 1234567', password: 'Karachi#2025', confirmPassword: 'Karachi#2025', acceptTerms: true };

  it('finds nothing wrong with a good form', () => {
    expect(signupFieldErrors(good, { client: true })).toEqual({});
  });

  it('marks every empty field with its own message (and the terms)', () => {
    const empty = { name: '', email: ' ', whatsappNumber: '', password: '', confirmPassword: '', acceptTerms: false };
    expect(signupFieldErrors(empty, { client: true })).toEqual({
      name: MSG.nameRequired,
      email: MSG.emailRequired,
      whatsappNumber: MSG.whatsappRequired,
      password: MSG.passwordRequired,
      confirmPassword: MSG.confirmPasswordRequired,
      acceptTerms: MSG.termsRequired,
    });
  });

  it('names each broken rule on its field, all together', () => {
    const bad = { name: 'x'.repeat(101), email: '<script>@x.pk', whatsappNumber: '0300', password: 'short', confirmPassword: 'other', acceptTerms: false };
    expect(signupErrorList(signupFieldErrors(bad, { client: true }))).toEqual([
      { field: 'name', message: MSG.nameTooLong },
      { field: 'email', message: MSG.invalidEmail },
      { field: 'whatsappNumber', message: MSG.phoneTooShort },
      { field: 'password', message: MSG.passwordTooShort },
      { field: 'confirmPassword', message: MSG.passwordsDoNotMatch },
      { field: 'acceptTerms', message: MSG.termsRequired },
    ]);
  });

  it('leaves the confirmation and the terms to the client (the server never receives them)', () => {
    expect(signupFieldErrors({ ...good, confirmPassword: undefined, acceptTerms: undefined }, { client: false })).toEqual({});
  });
});
