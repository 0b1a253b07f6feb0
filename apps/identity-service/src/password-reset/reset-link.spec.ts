import { resetLink, resolveAppOrigin } from './reset-link';

describe('reset links', () => {
  const allowed = ['http://localhost:4200', 'https://resellpk.pk'];

  it('uses the requested origin when it is allowed (trailing slash ignored)', () => {
    expect(resolveAppOrigin('https://resellpk.pk/', allowed)).toBe('https://resellpk.pk');
  });

  it('falls back to the first allowed origin for a foreign or missing origin', () => {
    expect(resolveAppOrigin('https://evil.example', allowed)).toBe('http://localhost:4200');
    expect(resolveAppOrigin(undefined, allowed)).toBe('http://localhost:4200');
  });

  it('points at /reset-password with the token', () => {
    expect(resetLink('http://localhost:4200', 'a-b_c')).toBe('http://localhost:4200/reset-password?token=a-b_c');
  });
});
