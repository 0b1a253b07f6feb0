import { generateKeyPairSync } from 'node:crypto';
import { AccessTokenVerifier, InvalidAccessTokenError, signAccessToken } from './access-token';
import { REVOCATION_TTL_MS, SessionRevocations } from './session-revocations';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const claims = { sub: 'user-1', role: 'topup_helper' as const, plan: 'free' as const, sid: 'session-1' };

describe('SessionRevocations', () => {
  let now = 1_000_000;
  const list = () => new SessionRevocations(() => now);

  it('refuses an ended session for an access token lifetime, then forgets it', () => {
    const r = list();
    expect(r.refusal(claims)).toBeNull();
    r.revokeSessions(['session-1']);
    expect(r.refusal(claims)).toBe('session ended');
    expect(r.refusal({ ...claims, sid: 'session-2' })).toBeNull();
    now += REVOCATION_TTL_MS + 1;
    expect(r.refusal(claims)).toBeNull();
    expect(r.size).toBe(0);
  });

  it('refuses a token whose role is not the one identity announced last; an older announcement arriving late changes nothing', () => {
    const r = list();
    const at = now;
    expect(r.setRole('user-1', 'reseller', at)).toBe(true);
    expect(r.refusal(claims)).toBe('role changed');
    expect(r.refusal({ ...claims, role: 'reseller' })).toBeNull();
    expect(r.setRole('user-1', 'topup_helper', at - 1)).toBe(false);
    expect(r.refusal(claims)).toBe('role changed');
    expect(r.refusal({ ...claims, sub: 'user-2' })).toBeNull();
  });
});

describe('AccessTokenVerifier with revocations', () => {
  it('refuses a remembered token once its session ended or its role changed', () => {
    const revocations = new SessionRevocations();
    const verifier = new AccessTokenVerifier(publicKey, 10, revocations);
    const token = signAccessToken(claims, privateKey, 60);
    const demoted = signAccessToken({ ...claims, sid: 'session-2' }, privateKey, 60);
    verifier.verify(token);
    verifier.verify(demoted);
    revocations.revokeSessions(['session-1']);
    expect(() => verifier.verify(token)).toThrow(InvalidAccessTokenError);
    expect(verifier.verify(demoted).sid).toBe('session-2');
    revocations.setRole('user-1', 'reseller', Date.now());
    expect(() => verifier.verify(demoted)).toThrow(/role changed/);
    // a token never seen before is checked as well
    expect(() => verifier.verify(signAccessToken({ ...claims, sid: 'session-3' }, privateKey, 60))).toThrow(/role changed/);
    expect(verifier.verify(signAccessToken({ ...claims, role: 'reseller', sid: 'session-3' }, privateKey, 60)).role).toBe('reseller');
  });
});
