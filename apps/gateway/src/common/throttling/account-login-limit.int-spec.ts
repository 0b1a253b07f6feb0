import { eventually, startRedisServer, uniqueId, type TestRedisServer } from '@resellpk/backend-testing';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG, SECOND_FACTOR_MSG } from '@resellpk/domain';
import Redis from 'ioredis';
import request from 'supertest';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { startGateway, type RunningGateway } from '../../testing/gateway-harness';
import { startIdentityStub, type IdentityStub } from '../../testing/identity-stub';
import { AccountLoginLimiter } from './account-login-limiter';

const PASSWORD = 'Right@12345';

/** identity as the stub plays it: one password is right for every account. */
function checkPassword(stub: IdentityStub): void {
  stub.handlers[IdentitySubjects.login] = (req) =>
    req.data.password === PASSWORD
      ? {
          ok: true,
          data: {
            accessToken: 'access',
            accessExpiresAt: new Date(Date.now() + 900_000).toISOString(),
            refreshToken: `refresh-${uniqueId()}`,
            refreshExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
            user: { id: 'u-1', email: req.data.email, name: 'U', role: 'reseller', plan: 'free' },
          } satisfies IssuedSession,
        }
      : { ok: false, error: { code: 'UNAUTHORIZED', message: MSG.invalidCredentials } };
}

const deviceCookieOf = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

describe('failed logins limited per account across addresses (ASVS 2.2.1)', () => {
  describe('AccountLoginLimiter on Redis', () => {
    let redis: Redis;
    const limits = { limit: 3, windowMs: 60_000, deviceTtlMs: 60_000 };
    beforeAll(() => {
      redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    });
    afterAll(() => redis.quit());
    const limiter = (overrides: Partial<typeof limits> = {}) => new AccountLoginLimiter(redis, { ...limits, ...overrides }, `rpk:test-login:${uniqueId()}:`);

    it('refuses an account after `limit` failed attempts, whoever makes them, until the window ends', async () => {
      const store = limiter();
      for (let i = 0; i < 3; i++) expect(await store.begin('Victim@Shop.pk', null)).toMatchObject({ allowed: true });
      // the email is normalised: case and spaces do not make a new account
      const refused = await store.begin('  victim@shop.pk ', null);
      expect(refused).toMatchObject({ allowed: false, knownDevice: false });
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
      // another account is not affected
      expect(await store.begin('other@shop.pk', null)).toMatchObject({ allowed: true });
    });

    it('counts parallel attempts exactly: a burst gets `limit` tries, not more', async () => {
      const store = limiter();
      const results = await Promise.all(Array.from({ length: 25 }, () => store.begin('burst@shop.pk', null)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    it('hands back attempts that did not fail a password check', async () => {
      const store = limiter();
      for (let i = 0; i < 10; i++) {
        const attempt = await store.begin('typo@shop.pk', null);
        expect(attempt.allowed).toBe(true);
        if (attempt.allowed) await store.settle(attempt, i % 2 ? 'succeeded' : 'not-checked');
      }
    });

    it('lets a known device of the account in while the account is at its limit, counting it on its own', async () => {
      const store = limiter();
      const owner = 'owner-device-0000000000000';
      const first = await store.begin('owned@shop.pk', owner);
      if (!first.allowed) throw new Error('expected allowed');
      await store.settle(first, 'succeeded', owner);
      for (let i = 0; i < 3; i++) await store.begin('owned@shop.pk', 'attacker-device-00000000000');
      expect(await store.begin('owned@shop.pk', 'attacker-device-00000000000')).toMatchObject({ allowed: false });
      expect(await store.begin('owned@shop.pk', null)).toMatchObject({ allowed: false });
      expect(await store.begin('owned@shop.pk', owner)).toMatchObject({ allowed: true, knownDevice: true });
      // a device known for one account is nobody special for another
      for (let i = 0; i < 3; i++) await store.begin('second@shop.pk', null);
      expect(await store.begin('second@shop.pk', owner)).toMatchObject({ allowed: false, knownDevice: false });
    });

    it('starts counting again when the window ends (soft lockout)', async () => {
      const store = limiter({ windowMs: 200 });
      for (let i = 0; i < 3; i++) await store.begin('wait@shop.pk', null);
      expect(await store.begin('wait@shop.pk', null)).toMatchObject({ allowed: false });
      await new Promise((r) => setTimeout(r, 300));
      expect(await store.begin('wait@shop.pk', null)).toMatchObject({ allowed: true });
    });

    it('keeps no email in its keys', async () => {
      const prefix = `rpk:test-login:${uniqueId()}:`;
      const store = new AccountLoginLimiter(redis, limits, prefix);
      await store.begin('private.person@shop.pk', null);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain('private');
    });

    it('rejects when Redis cannot answer (the caller fails closed)', async () => {
      const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
      dead.on('error', () => undefined);
      await expect(new AccountLoginLimiter(dead, limits).begin('a@shop.pk', null)).rejects.toThrow();
      dead.disconnect();
    });
  });

  describe('POST /api/v1/auth/login', () => {
    let redisServer: TestRedisServer;
    let gw: RunningGateway;
    let identity: IdentityStub;

    beforeAll(async () => {
      // a private Redis, so this test can take it away without touching the machine's
      redisServer = await startRedisServer();
      gw = await startGateway({
        REDIS_URL: redisServer.url,
        THROTTLE_DISABLED: '0',
        // per address: 2 a minute; per account: 3 failures, from any address
        THROTTLE_LOGIN_LIMIT: '2',
        THROTTLE_LOGIN_ACCOUNT_LIMIT: '3',
        THROTTLE_DEFAULT_LIMIT: '1000',
      });
      identity = await startIdentityStub(gw.nats);
      checkPassword(identity);
    });
    afterAll(async () => {
      await identity?.close();
      await gw?.close();
      await redisServer?.stop();
    });

    let address = 0;
    /** Each call comes from a new address (X-Forwarded-For from the trusted loopback proxy). */
    const login = (email: string, password: string, cookie?: string) => {
      const req = request(gw.url).post('/api/v1/auth/login').set('X-Forwarded-For', `203.0.113.${++address}`);
      if (cookie) req.set('Cookie', cookie);
      return req.send({ email, password });
    };

    it('refuses further guesses at an account from new addresses with 429, Retry-After and a clear message', async () => {
      const email = `${uniqueId()}@victim.pk`;
      for (let i = 0; i < 3; i++) expect((await login(email, 'guess-' + i)).status).toBe(401);
      identity.received = [];
      const locked = await login(email, 'guess-4');
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.accountLoginLocked });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      // the right password from an unknown browser waits too: the guess is never checked
      expect((await login(email, PASSWORD)).status).toBe(429);
      expect(identity.received).toHaveLength(0);
    });

    it('lets the owner in from a browser that logged in before, while strangers stay locked out', async () => {
      const email = `${uniqueId()}@owner.pk`;
      const first = await login(email, PASSWORD);
      expect(first.status).toBe(200);
      const cookie = deviceCookieOf(first);
      expect(cookie).toMatch(/HttpOnly/i);
      // sent to every auth route: refresh reads it too (a grace replay is forgiven from this browser only)
      expect(cookie).toMatch(/Path=\/api\/v1\/auth(;|$)/);
      expect(cookie).toMatch(/SameSite=Strict/i);
      const device = cookie!.split(';')[0];

      for (let i = 0; i < 3; i++) await login(email, 'attacker-' + i);
      expect((await login(email, PASSWORD)).status).toBe(429);
      const owner = await login(email, PASSWORD, device);
      expect(owner.status).toBe(200);
      // the same browser keeps its id
      expect(deviceCookieOf(owner)?.split(';')[0]).toBe(device);
    });

    it('counts only refused passwords: validation errors and an unavailable identity hand the attempt back', async () => {
      const email = `${uniqueId()}@typos.pk`;
      for (let i = 0; i < 4; i++) expect((await login(email, 'x'.repeat(201))).status).toBe(400);
      const handler = identity.handlers[IdentitySubjects.login];
      identity.handlers[IdentitySubjects.login] = () => ({ ok: false, error: { code: 'UNAVAILABLE', message: MSG.serviceUnavailable } });
      for (let i = 0; i < 4; i++) expect((await login(email, 'whatever-1')).status).toBe(503);
      identity.handlers[IdentitySubjects.login] = handler;
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it("does not count a staff member's second-factor step as a failure, nor make the browser a known device of the account", async () => {
      const victim = `${uniqueId()}@staff.pk`;
      const passwordOnly = identity.handlers[IdentitySubjects.login]!;
      // the victim is staff with two-factor sign-in: the right password gets a challenge, no session
      identity.handlers[IdentitySubjects.beginLogin] = async (req) => {
        if (req.data.email !== victim) {
          const reply = await passwordOnly(req);
          return reply.ok ? { ok: true, data: { session: reply.data, challenge: null } } : reply;
        }
        if (req.data.password !== PASSWORD) return { ok: false, error: { code: 'UNAUTHORIZED', message: MSG.invalidCredentials } };
        return { ok: true, data: { session: null, challenge: { step: 'code', challengeToken: 'c-1', expiresAt: new Date(Date.now() + 300_000).toISOString() } } };
      };
      try {
        // an attacker who knows the password but not the code, with a browser known to their own account
        const device = deviceCookieOf(await login(`${uniqueId()}@attacker.pk`, PASSWORD))!.split(';')[0];
        for (let i = 0; i < 4; i++) {
          const step = await login(victim, PASSWORD, device);
          expect(step.status).toBe(200);
          expect(step.body).toMatchObject({ secondFactor: 'code' });
        }
        // only refused passwords count, so the account reaches its limit after exactly 3 of them
        for (let i = 0; i < 3; i++) expect((await login(victim, 'guess-' + i)).status).toBe(401);
        // and the challenges did not make the attacker's browser a known device of the account
        expect((await login(victim, PASSWORD, device)).status).toBe(429);
      } finally {
        delete identity.handlers[IdentitySubjects.beginLogin];
      }
    });

    it('limits guesses at the second step per address like logins (2 a minute here), on each of its routes', async () => {
      identity.handlers[IdentitySubjects.completeLogin] = () => ({ ok: false, error: { code: 'VALIDATION', message: SECOND_FACTOR_MSG.invalidCode, field: 'code' } });
      identity.handlers[IdentitySubjects.confirmLoginEnrolment] = () => ({ ok: false, error: { code: 'VALIDATION', message: SECOND_FACTOR_MSG.invalidCode, field: 'code' } });
      try {
        for (const path of ['/api/v1/auth/login/second-factor', '/api/v1/auth/login/second-factor/setup/confirm']) {
          const from = `198.51.100.${++address}`;
          const guess = (code: string) => request(gw.url).post(path).set('X-Forwarded-For', from).send({ challenge: 'c-1', code });
          expect([path, (await guess('000001')).status, (await guess('000002')).status]).toEqual([path, 400, 400]);
          const limited = await guess('000003');
          expect([path, limited.status]).toEqual([path, 429]);
          expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        delete identity.handlers[IdentitySubjects.completeLogin];
        delete identity.handlers[IdentitySubjects.confirmLoginEnrolment];
      }
    });

    it('fails closed when Redis is down: 503 for logins, while other routes keep answering', async () => {
      await redisServer.stop();
      try {
        const res = await login(`${uniqueId()}@nobody.pk`, PASSWORD);
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ code: 'UNAVAILABLE', message: MSG.serviceUnavailable });
        // the route-wide limits fail open: a public route still reaches its service
        identity.handlers[IdentitySubjects.requestPasswordReset] = () => ({ ok: true, data: null });
        expect((await request(gw.url).post('/api/v1/auth/password-reset').send({ email: 'a@b.pk' })).status).toBe(202);
      } finally {
        await redisServer.start();
      }
      // and once Redis is back, logins are counted again
      await eventually(async () => (await login(`${uniqueId()}@back.pk`, PASSWORD)).status === 200, 10_000, 'logins after Redis is back');
    });
  });
});
