import { JwtService } from '@nestjs/jwt';
import { createSecretKey, generateKeyPairSync } from 'node:crypto';
import {
  AccessTokenSigner,
  AccessTokenVerifier,
  extractBearerToken,
  InvalidAccessTokenError,
  signAccessToken,
  verifyAccessToken,
} from './access-token';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const claims = { sub: 'u1', role: 'reseller' as const, plan: 'free' as const, sid: 's1' };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens (ES256)', () => {
  it('round-trips the claims and sets an expiry ttl seconds ahead', () => {
    const before = Math.floor(Date.now() / 1000);
    const token = signAccessToken(claims, privateKey, 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'ES256' });
    const verified = verifyAccessToken(token, publicKey);
    expect(verified).toMatchObject(claims);
    expect(verified.exp).toBeGreaterThanOrEqual(before + 60);
    expect(verified.exp).toBeLessThanOrEqual(before + 61);
  });

  it('defaults to a 15 minute lifetime', () => {
    const { exp } = verifyAccessToken(new AccessTokenSigner(privateKey).sign(claims), publicKey);
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
  });

  it('refuses a token signed with another key', () => {
    const token = signAccessToken(claims, other.privateKey);
    expect(() => verifyAccessToken(token, publicKey)).toThrow(InvalidAccessTokenError);
  });

  it('refuses an expired token', () => {
    const token = signAccessToken(claims, privateKey, -10);
    expect(() => verifyAccessToken(token, publicKey)).toThrow(/expired/);
  });

  it('refuses a tampered payload', () => {
    const [h, , s] = signAccessToken(claims, privateKey).split('.');
    const forged = b64({ ...claims, role: 'admin', exp: 9999999999 });
    expect(() => verifyAccessToken(`${h}.${forged}.${s}`, publicKey)).toThrow(InvalidAccessTokenError);
  });

  it('refuses an unsigned (alg none) token', () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: 9999999999 })}.`;
    expect(() => verifyAccessToken(token, publicKey)).toThrow(InvalidAccessTokenError);
  });

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', () => {
    const pem = publicKey.export({ type: 'spki', format: 'pem' });
    const token = new JwtService({}).sign({ ...claims }, { secret: createSecretKey(Buffer.from(pem)) as unknown as Buffer, algorithm: 'HS256', expiresIn: 60 });
    expect(() => verifyAccessToken(token, publicKey)).toThrow(InvalidAccessTokenError);
  });

  it('refuses a validly signed token with an unknown role', () => {
    const token = new JwtService({}).sign({ ...claims, role: 'superuser' }, { privateKey, algorithm: 'ES256', expiresIn: 60 });
    expect(() => verifyAccessToken(token, publicKey)).toThrow(/role/);
  });

  it('signs only with an EC P-256 private key and verifies only with a public one', () => {
    expect(() => new AccessTokenSigner(publicKey)).toThrow(/private key/);
    expect(() => new AccessTokenSigner(createSecretKey(Buffer.alloc(32)))).toThrow(/private key/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() => new AccessTokenSigner(rsa.privateKey)).toThrow(/P-256/);
    expect(() => new AccessTokenVerifier(privateKey)).toThrow(/public key/);
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['', null],
    [undefined, null],
  ])('extracts the bearer token from %p', (header, expected) => {
    expect(extractBearerToken(header)).toBe(expected);
  });
});

describe('AccessTokenVerifier', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies a token once and answers again from memory', () => {
    const verifier = new AccessTokenVerifier(publicKey);
    const token = signAccessToken(claims, privateKey, 60);
    const first = verifier.verify(token);
    expect(verifier.cached).toBe(1);
    expect(verifier.verify(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('never remembers a token that failed, so an altered copy is checked in full', () => {
    const verifier = new AccessTokenVerifier(publicKey);
    const token = signAccessToken(claims, privateKey, 60);
    verifier.verify(token);
    const [h, , s] = token.split('.');
    expect(() => verifier.verify(`${h}.${b64({ ...claims, role: 'admin', exp: 9999999999 })}.${s}`)).toThrow(InvalidAccessTokenError);
    expect(() => verifier.verify(signAccessToken(claims, other.privateKey))).toThrow(InvalidAccessTokenError);
    expect(verifier.cached).toBe(1);
  });

  it('refuses a remembered token once it has expired', () => {
    const verifier = new AccessTokenVerifier(publicKey);
    const token = signAccessToken(claims, privateKey, 60);
    verifier.verify(token);
    jest.useFakeTimers({ now: Date.now() + 61_000 });
    expect(() => verifier.verify(token)).toThrow(/expired/);
    expect(verifier.cached).toBe(0);
  });

  it('keeps at most cacheSize tokens, dropping the oldest', () => {
    const verifier = new AccessTokenVerifier(publicKey, 2);
    const tokens = ['a', 'b', 'c'].map((sub) => signAccessToken({ ...claims, sub }, privateKey, 60));
    tokens.forEach((t) => verifier.verify(t));
    expect(verifier.cached).toBe(2);
    // the first was dropped: verifying it again still works (in full) and it comes back
    expect(verifier.verify(tokens[0]).sub).toBe('a');
  });
});
