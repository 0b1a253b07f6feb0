import { JwtService } from '@nestjs/jwt';
import { extractBearerToken, InvalidAccessTokenError, signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-000000';
const claims = { sub: 'u1', role: 'reseller' as const, plan: 'free' as const, sid: 's1' };

describe('access tokens', () => {
  it('round-trips the claims and sets an expiry ttl seconds ahead', () => {
    const before = Math.floor(Date.now() / 1000);
    const verified = verifyAccessToken(signAccessToken(claims, SECRET, 60), SECRET);
    expect(verified).toMatchObject(claims);
    expect(verified.exp).toBeGreaterThanOrEqual(before + 60);
    expect(verified.exp).toBeLessThanOrEqual(before + 61);
  });

  it('defaults to a 15 minute lifetime', () => {
    const { exp } = verifyAccessToken(signAccessToken(claims, SECRET), SECRET);
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
  });

  it('refuses a token signed with another secret', () => {
    const token = signAccessToken(claims, SECRET);
    expect(() => verifyAccessToken(token, SECRET + 'x')).toThrow(InvalidAccessTokenError);
  });

  it('refuses an expired token', () => {
    const token = signAccessToken(claims, SECRET, -10);
    expect(() => verifyAccessToken(token, SECRET)).toThrow(/expired/);
  });

  it('refuses a tampered payload', () => {
    const [h, , s] = signAccessToken(claims, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', exp: 9999999999 })).toString('base64url');
    expect(() => verifyAccessToken(`${h}.${forged}.${s}`, SECRET)).toThrow(InvalidAccessTokenError);
  });

  it('refuses an unsigned (alg none) token', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...claims, exp: 9999999999 })).toString('base64url');
    expect(() => verifyAccessToken(`${header}.${body}.`, SECRET)).toThrow(InvalidAccessTokenError);
  });

  it('refuses a validly signed token with an unknown role', () => {
    const token = new JwtService({}).sign({ ...claims, role: 'superuser' }, { secret: SECRET, expiresIn: 60 });
    expect(() => verifyAccessToken(token, SECRET)).toThrow(/role/);
  });

  it('refuses to sign without a secret', () => {
    expect(() => signAccessToken(claims, '')).toThrow();
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
