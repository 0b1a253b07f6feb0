import { randomInt } from 'node:crypto';
import { uniqueId } from '@resellpk/backend-testing';
import { MSG } from '@resellpk/domain';
import Redis from 'ioredis';
import request from 'supertest';
import { startGateway, type RunningGateway } from '../../testing/gateway-harness';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** An address of its own for each use (X-Forwarded-For from the trusted loopback proxy): counts from earlier runs do not matter. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

describe('rate limits shared through Redis', () => {
  describe('RedisThrottlerStorage', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    });
    afterAll(() => redis.quit());

    it('counts hits across instances and blocks above the limit', async () => {
      const key = uniqueId();
      const a = new RedisThrottlerStorage(redis, 'rpk:test-throttle:');
      const b = new RedisThrottlerStorage(redis, 'rpk:test-throttle:');
      expect(await a.increment(key, 60_000, 2, 60_000, 'login')).toMatchObject({ totalHits: 1, isBlocked: false });
      expect(await b.increment(key, 60_000, 2, 60_000, 'login')).toMatchObject({ totalHits: 2, isBlocked: false });
      const third = await a.increment(key, 60_000, 2, 60_000, 'login');
      expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
      expect(third.timeToBlockExpire).toBeGreaterThan(55);
      expect(third.timeToExpire).toBeLessThanOrEqual(60);
    });

    it('starts a fresh window when the old one expires', async () => {
      const key = uniqueId();
      const store = new RedisThrottlerStorage(redis, 'rpk:test-throttle:');
      await store.increment(key, 150, 1, 150, 'default');
      expect((await store.increment(key, 150, 1, 150, 'default')).isBlocked).toBe(true);
      await new Promise((r) => setTimeout(r, 250));
      expect(await store.increment(key, 150, 1, 150, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
    });

    it('lets requests through when Redis is unreachable', async () => {
      const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
      dead.on('error', () => undefined);
      const store = new RedisThrottlerStorage(dead);
      expect((await store.increment('k', 1000, 1, 1000, 'default')).isBlocked).toBe(false);
      dead.disconnect();
    });
  });

  describe('gateway limits', () => {
    let gw: RunningGateway;
    beforeAll(async () => {
      gw = await startGateway({
        THROTTLE_DISABLED: '0',
        THROTTLE_LOGIN_LIMIT: '2',
        THROTTLE_SIGNUP_LIMIT: '1',
        THROTTLE_DEFAULT_LIMIT: '1000',
        THROTTLE_PASSWORD_RESET_LIMIT: '3',
        THROTTLE_PASSWORD_RESET_EMAIL_LIMIT: '2',
      });
    });
    afterAll(() => gw?.close());

    it('limits login per IP and email with the spec message', async () => {
      const email = `${uniqueId()}@limits.pk`;
      const attempt = (to: string) => request(gw.url).post('/api/v1/auth/login').send({ email: to, password: 'wrong-password' });
      // identity is absent (503) but each attempt still counts
      expect((await attempt(email)).status).toBe(503);
      expect((await attempt(email)).status).toBe(503);
      const limited = await attempt(email);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.tooManyRequests });
      // the standard header, the one clients and the CORS list read (not only @nestjs/throttler's Retry-After-login)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // another email from the same IP is not locked out
      expect((await attempt(`${uniqueId()}@limits.pk`)).status).toBe(503);
    });

    it('answers every 429 with the standard Retry-After, a named limit too (signup)', async () => {
      const address = newAddress();
      const signup = () => request(gw.url).post('/api/v1/auth/signup').set('X-Forwarded-For', address).send({ name: 'A', email: `${uniqueId()}@s.pk`, whatsappNumber: '03001234567', password: 'Password1' });
      await signup();
      const limited = await signup();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('limits reset mails per email from any address (hashed key), and per address', async () => {
      const email = `${uniqueId()}@reset.pk`;
      // each request from a new address: only the per-email limit can stop them
      const reset = (to: string) => request(gw.url).post('/api/v1/auth/password-reset').set('X-Forwarded-For', newAddress()).send({ email: to });
      // identity is absent (503) but each request still counts
      expect((await reset(email)).status).toBe(503);
      expect((await reset(email.toUpperCase())).status).toBe(503);
      const limited = await reset(` ${email} `);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: MSG.passwordResetLimited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // another email is not affected
      expect((await reset(`${uniqueId()}@reset.pk`)).status).toBe(503);
      // the key names no email
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      try {
        const keys = await redis.keys('rpk:throttle:passwordResetEmail:*');
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.join(' ')).not.toContain('reset.pk');
      } finally {
        await redis.quit();
      }
      // and one address asking for many emails meets the per-address limit
      const one = newAddress();
      const fromOne = (to: string) => request(gw.url).post('/api/v1/auth/password-reset').set('X-Forwarded-For', one).send({ email: to });
      for (let i = 0; i < 3; i++) expect((await fromOne(`${uniqueId()}@many.pk`)).status).toBe(503);
      expect((await fromOne(`${uniqueId()}@many.pk`)).status).toBe(429);
    });
  });
});
