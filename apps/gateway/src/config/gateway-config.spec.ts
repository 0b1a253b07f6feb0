import { generateKeyPairSync } from 'node:crypto';
import { DEV_JWT_PUBLIC_KEY_PEM, isDevelopmentJwtKey } from '@resellpk/backend-config';
import { loadGatewayConfig } from './gateway-config';

const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
/** The smallest environment the gateway accepts in production. */
const production = { NODE_ENV: 'production', JWT_PUBLIC_KEY: pair.publicKey.export({ type: 'spki', format: 'pem' }) as string };

describe('gateway config', () => {
  it('runs out of the box in development: development public key, cookies not Secure, limits on', () => {
    const config = loadGatewayConfig({});
    expect(isDevelopmentJwtKey(config.JWT_PUBLIC_KEY)).toBe(true);
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.THROTTLE_DISABLED).toBe(false);
    expect(config).toMatchObject({ THROTTLE_LOGIN_ACCOUNT_LIMIT: 10, THROTTLE_LOGIN_ACCOUNT_WINDOW_MS: 900_000, THROTTLE_LOGIN_DEVICE_TTL_DAYS: 180 });
  });

  describe('in production', () => {
    it('starts with its own public key, Secure cookies and every limit on', () => {
      const config = loadGatewayConfig(production);
      expect(isDevelopmentJwtKey(config.JWT_PUBLIC_KEY)).toBe(false);
      expect(config.COOKIE_SECURE).toBe(true);
      expect(config.THROTTLE_DISABLED).toBe(false);
    });

    it('refuses a missing or development key, and the signing key', () => {
      expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/JWT_PUBLIC_KEY: is required in production/);
      expect(() => loadGatewayConfig({ ...production, JWT_PUBLIC_KEY: DEV_JWT_PUBLIC_KEY_PEM })).toThrow(/JWT_PUBLIC_KEY: is the committed development key/);
      const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
      expect(() => loadGatewayConfig({ ...production, JWT_PUBLIC_KEY: privatePem })).toThrow(/JWT_PUBLIC_KEY: must be the PUBLIC key only/);
    });

    it('refuses the retired HS256 secret', () => {
      expect(() => loadGatewayConfig({ ...production, JWT_ACCESS_SECRET: 'x'.repeat(40) })).toThrow(/JWT_ACCESS_SECRET: is no longer used/);
    });

    it('refuses cookies without Secure and rate limits turned off', () => {
      expect(() => loadGatewayConfig({ ...production, COOKIE_SECURE: '0', THROTTLE_DISABLED: '1' })).toThrow(
        /COOKIE_SECURE: cannot be turned off in production[\s\S]*THROTTLE_DISABLED: must not be on in production/,
      );
    });

    it('publishes the API document only with the public address it names (PUBLIC_BASE_URL)', () => {
      expect(() => loadGatewayConfig({ ...production, API_DOCS_ENABLED: '1' })).toThrow(/PUBLIC_BASE_URL: is required in production when API_DOCS_ENABLED=1/);
      expect(() => loadGatewayConfig({ ...production, API_DOCS_ENABLED: '1', PUBLIC_BASE_URL: 'api.resellpk.pk' })).toThrow(/PUBLIC_BASE_URL: must be a URL/);
      expect(loadGatewayConfig({ ...production, API_DOCS_ENABLED: '1', PUBLIC_BASE_URL: 'https://api.resellpk.pk/' }).PUBLIC_BASE_URL).toBe('https://api.resellpk.pk');
      expect(loadGatewayConfig(production).PUBLIC_BASE_URL).toBeUndefined();
    });

    it('refuses per-account login limits above 100 failures an hour (ASVS 2.2.1)', () => {
      expect(() => loadGatewayConfig({ ...production, THROTTLE_LOGIN_ACCOUNT_LIMIT: '30' })).toThrow(
        /THROTTLE_LOGIN_ACCOUNT_LIMIT: with THROTTLE_LOGIN_ACCOUNT_WINDOW_MS allows more than 100 failed logins per account and hour/,
      );
      expect(loadGatewayConfig({ ...production, THROTTLE_LOGIN_ACCOUNT_LIMIT: '20', THROTTLE_LOGIN_ACCOUNT_WINDOW_MS: '3600000' }).THROTTLE_LOGIN_ACCOUNT_LIMIT).toBe(20);
      // development may loosen it (benchmarks)
      expect(loadGatewayConfig({ THROTTLE_LOGIN_ACCOUNT_LIMIT: '100000' }).THROTTLE_LOGIN_ACCOUNT_LIMIT).toBe(100000);
    });
  });
});
