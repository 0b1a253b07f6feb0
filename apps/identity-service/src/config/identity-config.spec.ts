import { loadConfig } from '@resellpk/backend-config';
import { identityEnvSchema } from './identity-config';

describe('identity config', () => {
  it('has working defaults for development', () => {
    const config = loadConfig(identityEnvSchema, {});
    expect(config.APP_ORIGINS).toEqual(['http://localhost:4200']);
    expect(config.HEALTH_PORT).toBe(3101);
    expect(config.MAIL_FROM).toBe('ResellPK <no-reply@resellpk.pk>');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.JWT_ACCESS_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('parses an origin list and the seed switch', () => {
    const config = loadConfig(identityEnvSchema, { APP_ORIGINS: 'https://resellpk.pk/, http://localhost:4200', SEED_DEMO: '1' });
    expect(config.APP_ORIGINS).toEqual(['https://resellpk.pk', 'http://localhost:4200']);
    expect(config.SEED_DEMO).toBe(true);
  });

  it('refuses to boot with every bad variable listed', () => {
    expect(() =>
      loadConfig(identityEnvSchema, { NODE_ENV: 'production', APP_ORIGINS: 'not a url', SMTP_URL: 'nope', HEALTH_PORT: 'x' }),
    ).toThrow(/JWT_ACCESS_SECRET[\s\S]*APP_ORIGINS|APP_ORIGINS[\s\S]*JWT_ACCESS_SECRET/);
  });
});
