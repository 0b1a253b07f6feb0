import { literalKeys } from './key-scan';

describe('literalKeys', () => {
  it("finds the texts passed to t and the fallbacks given to serverMessage (shown through t)", () => {
    const source = [
      "toast({ title: t('Login failed'), description: t(serverMessage(err, MSG.invalidCredentials)) });",
      "setFormError(serverMessage(e, 'Could not save the account. Please try again.'));",
      'const message = t(serverMessage(query.error, "Unable to load your coins."));',
      "const detail = serverMessage(err);",
    ].join('\n');
    expect(literalKeys(source).sort()).toEqual(['Could not save the account. Please try again.', 'Login failed', 'Unable to load your coins.']);
  });
});
