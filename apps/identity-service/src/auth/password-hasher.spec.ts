import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at the OWASP parameters', async () => {
    const hash = await hasher.hash('Demo@12345');
    expect(hash.startsWith('$argon2id$v=19$m=19456,p=1,t=2$')).toBe(true);
    await expect(hasher.verify(hash, 'Demo@12345')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'demo@12345')).resolves.toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('always fails a dummy verification', async () => {
    await expect(hasher.verifyAgainstDummy('Demo@12345')).resolves.toBe(false);
  });
});
