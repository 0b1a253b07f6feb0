import { newOpaqueToken, sha256Hex } from './opaque-token';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('are stored as their sha256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
