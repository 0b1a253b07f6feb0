import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG, SECOND_FACTOR_MSG } from '@resellpk/domain';
import request from 'supertest';
import { startIdentityStub, type IdentityStub } from '../testing/identity-stub';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';

const session = (refreshToken: string): IssuedSession => ({
  accessToken: 'access-' + refreshToken,
  accessExpiresAt: new Date(Date.now() + 900_000).toISOString(),
  refreshToken,
  refreshExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  user: { id: 'u-1', email: 'free@demo.pk', name: 'Free', role: 'reseller', plan: 'free' },
});

/** Value and Set-Cookie attributes (lower-cased names) of one cookie the response sets. */
function setCookie(res: request.Response, name: string): { value: string; attrs: Record<string, string | true> } {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  if (!raw) throw new Error(`no ${name} cookie set`);
  const [pair, ...rest] = raw.split(';').map((p) => p.trim());
  const attrs: Record<string, string | true> = {};
  for (const part of rest) {
    const [k, v] = part.split('=');
    attrs[k.toLowerCase()] = v ?? true;
  }
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attrs };
}
const refreshCookie = (res: request.Response) => setCookie(res, 'rpk_refresh');
/** The page-readable "this browser has a session" hint (refresh-cookie.ts), no secret in it. */
const sessionHint = (res: request.Response) => setCookie(res, 'rpk_session');
/** The access token for the shell's web server, which draws signed-in pages with it (refresh-cookie.ts). */
const pageToken = (res: request.Response) => setCookie(res, 'rpk_page');

describe('auth routes through NATS', () => {
  let gw: RunningGateway;
  let identity: IdentityStub;

  beforeAll(async () => {
    gw = await startGateway();
    identity = await startIdentityStub(gw.nats);
  });
  afterAll(async () => {
    await identity?.close();
    await gw?.close();
  });
  beforeEach(() => {
    identity.handlers = {};
    identity.received = [];
  });

  it('maps a typed service error to its HTTP status and message', async () => {
    identity.handlers[IdentitySubjects.login] = () => ({ ok: false, error: { code: 'UNAUTHORIZED', message: MSG.invalidCredentials } });
    const res = await request(gw.url)
      .post('/api/v1/auth/login')
      .set('x-correlation-id', 'corr-login-1')
      .set('User-Agent', 'jest-agent/1.0')
      .send({ email: 'nobody@demo.pk', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: MSG.invalidCredentials, correlationId: 'corr-login-1' });
    expect(res.headers['x-correlation-id']).toBe('corr-login-1');
    // the service got the correlation id and the client details
    expect(identity.received[0].req.ctx).toEqual({ correlationId: 'corr-login-1' });
    expect(identity.received[0].req.data).toMatchObject({ email: 'nobody@demo.pk', password: 'wrong-password', userAgent: 'jest-agent/1.0', ip: expect.any(String) });
  });

  it('keeps a field-level message and its field: an email already registered is 409 EMAIL_TAKEN', async () => {
    identity.handlers[IdentitySubjects.signup] = () => ({ ok: false, error: { code: 'EMAIL_TAKEN', message: MSG.emailTaken, field: 'email' } });
    const res = await request(gw.url)
      .post('/api/v1/auth/signup')
      .send({ name: 'A', email: 'a@b.pk', whatsappNumber: '03001234567', password: 'Password1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: MSG.emailTaken, field: 'email', correlationId: expect.any(String) });
  });

  it("passes every field's problem on (errors), so the form marks them all at once", async () => {
    const errors = [
      { field: 'name', message: MSG.nameRequired },
      { field: 'email', message: MSG.invalidEmail },
    ];
    identity.handlers[IdentitySubjects.signup] = () => ({ ok: false, error: { code: 'VALIDATION', message: MSG.nameRequired, field: 'name', errors } });
    const res = await request(gw.url).post('/api/v1/auth/signup').send({ name: ' ', email: '<script>@x.pk', whatsappNumber: '03001234567', password: 'Password1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION', message: MSG.nameRequired, field: 'name', errors, correlationId: expect.any(String) });
  });

  it('names every missing signup field at once, each with its own message, before identity sees it', async () => {
    const res = await request(gw.url).post('/api/v1/auth/signup').send({ name: 'A' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      field: 'email',
      message: MSG.emailRequired,
      errors: [
        { field: 'email', message: MSG.emailRequired },
        { field: 'whatsappNumber', message: MSG.whatsappRequired },
        { field: 'password', message: MSG.passwordRequired },
      ],
    });
    expect(identity.received).toEqual([]);
  });

  it('hides internal error details', async () => {
    identity.handlers[IdentitySubjects.login] = () => ({ ok: false, error: { code: 'INTERNAL', message: 'relation "users" does not exist' } });
    const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'x@y.pk', password: 'whatever1' });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(MSG.somethingWentWrong);
  });

  it('logs in: access token in the body, refresh token only in an httpOnly cookie', async () => {
    identity.handlers[IdentitySubjects.login] = () => ({ ok: true, data: session('refresh-1') });
    const res = await request(gw.url).post('/api/v1/auth/login').send({ email: 'free@demo.pk', password: 'Demo@12345' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessToken: 'access-refresh-1',
      accessExpiresAt: expect.any(String),
      user: { id: 'u-1', email: 'free@demo.pk', name: 'Free', role: 'reseller', plan: 'free' },
    });
    expect(res.body).not.toHaveProperty('refreshToken');
    expect(Object.values(res.body)).not.toContain('refresh-1');
    const cookie = refreshCookie(res);
    expect(cookie.value).toBe('refresh-1');
    // Strict: no other site's page makes the browser send it (login CSRF)
    expect(cookie.attrs).toMatchObject({ httponly: true, path: '/api/v1/auth', samesite: 'Strict' });
    expect(cookie.attrs.secure).toBeUndefined();
    expect(Number(cookie.attrs['max-age'])).toBeGreaterThan(29 * 86_400);
    // the hint lives as long, on every path, readable by the page, and says only that there is a session
    const hint = sessionHint(res);
    expect(hint.value).toBe('1');
    expect(hint.attrs).toMatchObject({ path: '/', samesite: 'Lax', 'max-age': cookie.attrs['max-age'] });
    expect(hint.attrs.httponly).toBeUndefined();
    // the access token for the page server: httpOnly, every path, no longer than the token itself
    const page = pageToken(res);
    expect(page.value).toBe('access-refresh-1');
    expect(page.attrs).toMatchObject({ httponly: true, path: '/', samesite: 'Lax' });
    expect(Number(page.attrs['max-age'])).toBeGreaterThan(890);
    expect(Number(page.attrs['max-age'])).toBeLessThanOrEqual(900);
  });

  it('reads no session from the page cookie: the API takes a Bearer header only', async () => {
    identity.handlers[IdentitySubjects.getMe] = (req) => ({ ok: true, data: { id: req.ctx.userId } });
    const token = gw.token('reseller', { userId: 'user-42' });
    const res = await request(gw.url).get('/api/v1/me').set('Cookie', `rpk_page=${token}`);
    expect(res.status).toBe(401);
    expect(identity.received).toHaveLength(0);
  });

  describe('login CSRF: another site cannot sign a visitor in, refresh or end their session', () => {
    const EVIL = 'https://evil.example';
    const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    beforeEach(() => {
      identity.handlers[IdentitySubjects.login] = () => ({ ok: true, data: session('attacker-refresh') });
      identity.handlers[IdentitySubjects.signup] = () => ({ ok: true, data: session('attacker-refresh') });
      identity.handlers[IdentitySubjects.refresh] = () => ({ ok: true, data: session('next-refresh') });
      identity.handlers[IdentitySubjects.logout] = () => ({ ok: true, data: null });
    });

    it('refuses the cross-site form an attacker page auto-submits: 415, no cookie, identity never asked', async () => {
      // what <form method=post action=…/auth/login> sends from another site
      const form = await request(gw.url)
        .post('/api/v1/auth/login')
        .set('Origin', EVIL)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=attacker%40evil.example&password=Attacker%4012345');
      expect(form.status).toBe(415);
      expect(form.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.jsonBodyRequired, correlationId: expect.any(String) });
      expect(cookiesOf(form)).toEqual([]);
      // the other bodies a page may send without a preflight, and a JSON text under another name
      const bodies: Array<[string, string]> = [
        ['text/plain', '{"email":"attacker@evil.example","password":"Attacker@12345"}'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nattacker@evil.example\r\n--x--\r\n'],
        ['application/vnd.api+json', '{"email":"attacker@evil.example","password":"Attacker@12345"}'],
      ];
      for (const [type, body] of bodies) {
        const res = await request(gw.url).post('/api/v1/auth/login').set('Content-Type', type).send(body);
        expect([type, res.status, res.body.code]).toEqual([type, 415, 'UNSUPPORTED_MEDIA_TYPE']);
        expect(cookiesOf(res)).toEqual([]);
      }
      expect(identity.received).toHaveLength(0);
    });

    it('refuses a JSON login from another origin, or one the browser marks cross-site: 403, no cookie', async () => {
      const body = { email: 'attacker@evil.example', password: 'Attacker@12345' };
      for (const headers of [{ Origin: EVIL }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'http://localhost:4200', 'Sec-Fetch-Site': 'cross-site' }]) {
        const res = await request(gw.url).post('/api/v1/auth/login').set(headers).send(body);
        expect([headers, res.status]).toEqual([headers, 403]);
        expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.crossSiteRefused });
        expect(cookiesOf(res)).toEqual([]);
      }
      expect(identity.received).toHaveLength(0);
    });

    it('refuses signup, refresh and logout from another site as well', async () => {
      const signup = { name: 'A', email: 'a@b.pk', whatsappNumber: '03001234567', password: 'Password1' };
      const attempts = [
        request(gw.url).post('/api/v1/auth/signup').set('Origin', EVIL).send(signup),
        request(gw.url).post('/api/v1/auth/refresh').set('Origin', EVIL).set('Cookie', 'rpk_refresh=victim'),
        request(gw.url).post('/api/v1/auth/logout').set('Sec-Fetch-Site', 'cross-site').set('Cookie', 'rpk_refresh=victim'),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect(cookiesOf(res)).toEqual([]);
      }
      expect(identity.received).toHaveLength(0);
    });

    it("takes the app's own pages (its origins, same-origin or same-site) and clients that send neither header", async () => {
      const body = { email: 'free@demo.pk', password: 'Demo@12345' };
      const own = [
        { Origin: 'http://localhost:4200', 'Sec-Fetch-Site': 'same-origin' },
        // the storefront remote on another port of the same host
        { Origin: 'http://localhost:4201/', 'Sec-Fetch-Site': 'same-site' },
        {},
      ];
      for (const headers of own) {
        const res = await request(gw.url).post('/api/v1/auth/login').set(headers).send(body);
        expect([headers, res.status]).toEqual([headers, 200]);
        expect(refreshCookie(res).value).toBe('attacker-refresh');
      }
      // a refresh or logout without a body, whatever Content-Type the client puts on it
      const refresh = await request(gw.url).post('/api/v1/auth/refresh').set('Origin', 'http://localhost:4200').set('Content-Type', 'text/plain').set('Cookie', 'rpk_refresh=r-1');
      expect(refresh.status).toBe(200);
    });
  });

  describe("staff's second factor: the password alone is no session", () => {
    const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const staff = (refreshToken: string): IssuedSession => ({ ...session(refreshToken), user: { id: 'staff-1', email: 'admin@demo.pk', name: 'Admin', role: 'admin', plan: 'free' } });
    const challenge = (step: 'code' | 'enrol') => ({ step, challengeToken: 'challenge-1', expiresAt: new Date(Date.now() + 300_000).toISOString() });
    const credentials = { email: 'admin@demo.pk', password: 'Demo@12345' };

    it('answers the challenge instead of a session, and sets no cookie', async () => {
      identity.handlers[IdentitySubjects.beginLogin] = () => ({ ok: true, data: { session: null, challenge: challenge('code') } });
      const res = await request(gw.url).post('/api/v1/auth/login').send(credentials);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ secondFactor: 'code', challenge: 'challenge-1', expiresAt: expect.any(String) });
      expect(cookiesOf(res).filter((c) => /^rpk_(refresh|page|session)=/.test(c))).toEqual([]);
      expect(identity.received.map((r) => r.subject)).toEqual([IdentitySubjects.beginLogin]);

      identity.handlers[IdentitySubjects.beginLogin] = () => ({ ok: true, data: { session: null, challenge: challenge('enrol') } });
      expect((await request(gw.url).post('/api/v1/auth/login').send(credentials)).body).toMatchObject({ secondFactor: 'setup', challenge: 'challenge-1' });
    });

    it('signs in with the challenge and a code: cookies as at login, the code and client passed to identity', async () => {
      identity.handlers[IdentitySubjects.completeLogin] = () => ({ ok: true, data: staff('staff-refresh') });
      const res = await request(gw.url).post('/api/v1/auth/login/second-factor').set('User-Agent', 'jest-agent/2.0').send({ challenge: 'challenge-1', code: '123456' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ accessToken: 'access-staff-refresh', user: { role: 'admin' } });
      expect(refreshCookie(res).value).toBe('staff-refresh');
      expect(pageToken(res).value).toBe('access-staff-refresh');
      expect(identity.received[0].req.data).toMatchObject({ challengeToken: 'challenge-1', code: '123456', userAgent: 'jest-agent/2.0', ip: expect.any(String) });
    });

    it('refuses a wrong code with its message under the field, and sets no cookie', async () => {
      identity.handlers[IdentitySubjects.completeLogin] = () => ({ ok: false, error: { code: 'VALIDATION', message: SECOND_FACTOR_MSG.invalidCode, field: 'code' } });
      const res = await request(gw.url).post('/api/v1/auth/login/second-factor').send({ challenge: 'challenge-1', code: '000000' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', message: SECOND_FACTOR_MSG.invalidCode, field: 'code' });
      expect(cookiesOf(res)).toEqual([]);
      // no code at all: the gateway answers, identity is not asked
      identity.received = [];
      const empty = await request(gw.url).post('/api/v1/auth/login/second-factor').send({ challenge: 'challenge-1' });
      expect(empty.body).toMatchObject({ statusCode: 400, message: SECOND_FACTOR_MSG.codeRequired });
      expect(identity.received).toHaveLength(0);
    });

    it('refuses the second step and the set-up from another site (403) and as a form (415): identity never asked', async () => {
      identity.handlers[IdentitySubjects.completeLogin] = () => ({ ok: true, data: staff('attacker-refresh') });
      identity.handlers[IdentitySubjects.startLoginEnrolment] = () => ({ ok: true, data: { secret: 'S', otpauthUrl: 'otpauth://x', qrDataUrl: 'data:' } });
      identity.handlers[IdentitySubjects.confirmLoginEnrolment] = () => ({ ok: true, data: { session: staff('attacker-refresh'), recoveryCodes: ['a'] } });
      const body = { challenge: 'challenge-1', code: '123456' };
      for (const path of ['/api/v1/auth/login/second-factor', '/api/v1/auth/login/second-factor/setup', '/api/v1/auth/login/second-factor/setup/confirm']) {
        const cross = await request(gw.url).post(path).set('Origin', 'https://evil.example').send(body);
        expect([path, cross.status, cross.body.message]).toEqual([path, 403, MSG.crossSiteRefused]);
        const form = await request(gw.url).post(path).set('Content-Type', 'application/x-www-form-urlencoded').send('challenge=challenge-1&code=123456');
        expect([path, form.status]).toEqual([path, 415]);
        expect([...cookiesOf(cross), ...cookiesOf(form)]).toEqual([]);
      }
      expect(identity.received).toHaveLength(0);
    });

    it('sets the app up at the first sign-in: the secret, then the session with the recovery codes once', async () => {
      identity.handlers[IdentitySubjects.startLoginEnrolment] = () => ({ ok: true, data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AA' } });
      identity.handlers[IdentitySubjects.confirmLoginEnrolment] = () => ({ ok: true, data: { session: staff('enrolled-refresh'), recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } });
      const setup = await request(gw.url).post('/api/v1/auth/login/second-factor/setup').send({ challenge: 'challenge-1' });
      expect(setup.status).toBe(200);
      expect(setup.body).toEqual({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AA' });
      expect(cookiesOf(setup).filter((c) => c.startsWith('rpk_refresh='))).toEqual([]);
      const confirm = await request(gw.url).post('/api/v1/auth/login/second-factor/setup/confirm').send({ challenge: 'challenge-1', code: '123456' });
      expect(confirm.status).toBe(200);
      expect(confirm.body).toMatchObject({ accessToken: 'access-enrolled-refresh', recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] });
      expect(refreshCookie(confirm).value).toBe('enrolled-refresh');
      expect(identity.received.map((r) => r.req.data.challengeToken)).toEqual(['challenge-1', 'challenge-1']);
    });

    it("lets staff, and only staff, see and set up their own second factor", async () => {
      identity.handlers[IdentitySubjects.secondFactorStatus] = (req) => ({ ok: true, data: { enabled: false, required: false, recoveryCodesLeft: 0, for: req.ctx.userId } });
      identity.handlers[IdentitySubjects.confirmTotpEnrolment] = () => ({ ok: true, data: { recoveryCodes: ['aaaa-bbbb'] } });
      const reseller = await request(gw.url).get('/api/v1/me/two-factor').set('Authorization', `Bearer ${gw.token('reseller')}`);
      expect(reseller.status).toBe(403);
      expect(identity.received).toHaveLength(0);
      const helper = await request(gw.url).get('/api/v1/me/two-factor').set('Authorization', `Bearer ${gw.token('topup_helper', { userId: 'helper-1' })}`);
      expect(helper.body).toMatchObject({ enabled: false, for: 'helper-1' });
      const confirm = await request(gw.url).post('/api/v1/me/two-factor/confirm').set('Authorization', `Bearer ${gw.token('admin')}`).send({ code: '123456' });
      expect(confirm.body).toEqual({ recoveryCodes: ['aaaa-bbbb'] });
      expect(identity.received[1].req.data).toEqual({ code: '123456' });
    });
  });

  describe('the device cookie binds a refresh to the browser', () => {
    const deviceCookie = (res: request.Response) => setCookie(res, 'rpk_device');

    it('gives every login a device cookie for all auth routes, Strict, and keeps a known one', async () => {
      identity.handlers[IdentitySubjects.login] = () => ({ ok: true, data: session('refresh-d') });
      const first = await request(gw.url).post('/api/v1/auth/login').send({ email: 'free@demo.pk', password: 'Demo@12345' });
      const device = deviceCookie(first);
      expect(device.value).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
      expect(device.attrs).toMatchObject({ httponly: true, path: '/api/v1/auth', samesite: 'Strict' });
      const again = await request(gw.url).post('/api/v1/auth/login').set('Cookie', `rpk_device=${device.value}`).send({ email: 'free@demo.pk', password: 'Demo@12345' });
      expect(deviceCookie(again).value).toBe(device.value);
    });

    it("passes the browser's device to identity with the refresh, and gives a browser without one a device first", async () => {
      identity.handlers[IdentitySubjects.refresh] = (req) => ({ ok: true, data: session(`${req.data.refreshToken}-next`) });
      const device = 'Browser-Device-Id_000000000000';
      const known = await request(gw.url).post('/api/v1/auth/refresh').set('Cookie', `rpk_refresh=r-1; rpk_device=${device}`);
      expect(known.status).toBe(200);
      expect(identity.received[0].req.data).toMatchObject({ refreshToken: 'r-1', deviceId: device });
      expect(deviceCookie(known).value).toBe(device);

      const fresh = await request(gw.url).post('/api/v1/auth/refresh').set('Cookie', 'rpk_refresh=r-2');
      const given = deviceCookie(fresh).value;
      expect(identity.received[1].req.data).toMatchObject({ refreshToken: 'r-2', deviceId: given });
    });
  });

  it('refreshes from the cookie and rotates it', async () => {
    identity.handlers[IdentitySubjects.refresh] = (req) => ({ ok: true, data: session(`${req.data.refreshToken}-next`) });
    const res = await request(gw.url).post('/api/v1/auth/refresh').set('Cookie', 'rpk_refresh=refresh-1');
    expect(res.status).toBe(200);
    expect(identity.received[0].req.data).toMatchObject({ refreshToken: 'refresh-1' });
    expect(res.body.accessToken).toBe('access-refresh-1-next');
    expect(refreshCookie(res).value).toBe('refresh-1-next');
    expect(sessionHint(res).value).toBe('1');
    expect(pageToken(res).value).toBe('access-refresh-1-next');
  });

  it('answers 204 "no session" to a refresh without the cookie (a visitor), without asking identity', async () => {
    for (const cookieHeader of [undefined, 'theme=dark']) {
      const req = request(gw.url).post('/api/v1/auth/refresh');
      const res = await (cookieHeader ? req.set('Cookie', cookieHeader) : req);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(identity.received).toHaveLength(0);
  });

  it('answers 401 to a cookie that is there but unusable (empty, oversized), without asking identity', async () => {
    for (const value of ['', 'x'.repeat(513)]) {
      const res = await request(gw.url).post('/api/v1/auth/refresh').set('Cookie', `rpk_refresh=${value}`);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: MSG.sessionExpired });
    }
    expect(identity.received).toHaveLength(0);
  });

  it('documents the 204 "no session" answer of refresh in OpenAPI', async () => {
    const res = await request(gw.url).get('/api/docs-json').expect(200);
    const responses = res.body.paths['/api/v1/auth/refresh'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '204', '401']));
    expect(responses['204'].description).toMatch(/no refresh cookie/i);
  });

  it('clears the cookie when identity refuses the refresh token (reuse, revoked)', async () => {
    identity.handlers[IdentitySubjects.refresh] = () => ({ ok: false, error: { code: 'UNAUTHORIZED', message: MSG.sessionExpired } });
    const res = await request(gw.url).post('/api/v1/auth/refresh').set('Cookie', 'rpk_refresh=stolen');
    expect(res.status).toBe(401);
    const cookie = refreshCookie(res);
    expect(cookie.value).toBe('');
    expect(cookie.attrs.path).toBe('/api/v1/auth');
    expect(sessionHint(res)).toMatchObject({ value: '', attrs: { path: '/' } });
    expect(pageToken(res)).toMatchObject({ value: '', attrs: { path: '/' } });
  });

  it('logs out: revokes with identity, clears the cookie, answers 204', async () => {
    identity.handlers[IdentitySubjects.logout] = () => ({ ok: true, data: null });
    const res = await request(gw.url).post('/api/v1/auth/logout').set('Cookie', 'rpk_refresh=refresh-9');
    expect(res.status).toBe(204);
    expect(identity.received[0].req.data).toEqual({ refreshToken: 'refresh-9' });
    expect(refreshCookie(res).value).toBe('');
    expect(sessionHint(res)).toMatchObject({ value: '', attrs: { path: '/' } });
    expect(pageToken(res)).toMatchObject({ value: '', attrs: { path: '/' } });
  });

  it('passes the app origin to the reset mail only when it is one of ours', async () => {
    identity.handlers[IdentitySubjects.requestPasswordReset] = () => ({ ok: true, data: null });
    await request(gw.url).post('/api/v1/auth/password-reset').set('Origin', 'http://localhost:4200').send({ email: 'a@b.pk' }).expect(202);
    await request(gw.url).post('/api/v1/auth/password-reset').set('Origin', 'https://evil.example').send({ email: 'a@b.pk' }).expect(202);
    expect(identity.received.map((r) => r.req.data.appOrigin)).toEqual(['http://localhost:4200', undefined]);
  });

  it('forwards the caller identity on authenticated routes', async () => {
    identity.handlers[IdentitySubjects.getMe] = (req) => ({ ok: true, data: { id: req.ctx.userId } });
    const token = gw.token('reseller', { userId: 'user-42' });
    const res = await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body).toEqual({ id: 'user-42' });
    expect(identity.received[0].req.ctx).toMatchObject({ userId: 'user-42', role: 'reseller', correlationId: expect.any(String) });
  });

  it('answers 503 with the spec message when identity does not answer', async () => {
    const res = await request(gw.url).get('/api/v1/plans');
    // no stub handler for listPlans: Nest answers "no matching handler" -> unavailable
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
    // a retry hint (the service may be restarting)
    expect(res.headers['retry-after']).toBe('1');
  });

  it('answers 504 with a retry hint when a service did not answer in time', async () => {
    // the service takes the request and never answers (the bus cut, the process frozen)
    identity.handlers[IdentitySubjects.getMe] = () => new Promise(() => undefined);
    const res = await request(gw.url).get('/api/v1/me').set('Authorization', `Bearer ${gw.token('reseller', { userId: 'user-42' })}`);
    expect(res.status).toBe(504);
    expect(res.headers['retry-after']).toBe('1');
  });
});
