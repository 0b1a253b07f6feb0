import { verifyAccessToken } from '@resellpk/backend-auth';
import { DEV_JWT_PUBLIC_KEY } from '@resellpk/backend-config';
import { uniqueId } from '@resellpk/backend-testing';
import { IdentitySubjects } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { startNatsStub, type NatsStub } from '../testing/nats-stub';

const RIGHT = 'Current@2468';

describe('POST /api/v1/me/password', () => {
  let gw: RunningGateway;
  let identity: NatsStub;
  beforeAll(async () => {
    // the limits on (the harness turns them off): 3 wrong current passwords per user and window
    gw = await startGateway({ THROTTLE_DISABLED: '0', THROTTLE_LOGIN_ACCOUNT_LIMIT: '3', THROTTLE_DEFAULT_LIMIT: '1000' });
    identity = await startNatsStub(gw.nats, [IdentitySubjects.changePassword]);
    // identity as the stub plays it: one current password is right for everyone
    identity.handlers[IdentitySubjects.changePassword] = (req) =>
      req.data.currentPassword === RIGHT
        ? { ok: true, data: { changed: true } }
        : { ok: false, error: { code: 'VALIDATION', message: MSG.currentPasswordWrong, field: 'currentPassword' } };
  }, 60_000);
  afterAll(async () => {
    await identity?.close();
    await gw?.close();
  });
  beforeEach(() => {
    identity.received.length = 0;
  });

  const change = (token: string | null, body: object) => {
    const req = request(gw.url).post('/api/v1/me/password');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };

  it('needs a signed-in caller', async () => {
    const res = await change(null, { currentPassword: RIGHT, newPassword: 'Next@13579' });
    expect(res.status).toBe(401);
    expect(identity.received).toHaveLength(0);
  });

  it('passes the caller and the session of the token, never one from the body, and answers 204', async () => {
    const userId = uniqueId();
    const token = gw.token('reseller', { userId });
    // a session named in the body is not taken (an unknown field is refused outright)
    expect((await change(token, { currentPassword: RIGHT, newPassword: 'Next@13579', sessionId: 'someone-elses-session' })).status).toBe(400);
    expect(identity.received).toHaveLength(0);
    const res = await change(token, { currentPassword: RIGHT, newPassword: 'Next@13579' });
    expect(res.status).toBe(204);
    expect(identity.received).toHaveLength(1);
    expect(identity.received[0].req.ctx).toMatchObject({ userId, role: 'reseller' });
    expect(identity.received[0].req.data).toEqual({ currentPassword: RIGHT, newPassword: 'Next@13579', sessionId: verifyAccessToken(token, DEV_JWT_PUBLIC_KEY).sid });
  });

  it('keeps identity\'s field error for a wrong current password', async () => {
    const res = await change(gw.token('reseller'), { currentPassword: 'Guess@1', newPassword: 'Next@13579' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: MSG.currentPasswordWrong, field: 'currentPassword' });
  });

  it('stops guessing the current password with a stolen token: the 4th wrong guess is refused before identity, for that user only', async () => {
    const victim = gw.token('reseller');
    for (let i = 0; i < 3; i++) expect((await change(victim, { currentPassword: `Guess@${i}`, newPassword: 'Next@13579' })).status).toBe(400);
    const refused = await change(victim, { currentPassword: RIGHT, newPassword: 'Next@13579' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: MSG.passwordChangeLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(identity.received).toHaveLength(3);
    // another user is not affected
    expect((await change(gw.token('reseller'), { currentPassword: RIGHT, newPassword: 'Next@13579' })).status).toBe(204);
  });

  it('does not count right current passwords against the limit', async () => {
    const token = gw.token('admin');
    for (let i = 0; i < 5; i++) expect((await change(token, { currentPassword: RIGHT, newPassword: 'Next@13579' })).status).toBe(204);
  });
});
