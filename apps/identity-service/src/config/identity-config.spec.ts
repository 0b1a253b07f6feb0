import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { DEV_JWT_PRIVATE_KEY_PEM, isDevelopmentJwtKey, loadConfig } from '@resellpk/backend-config';
import { identityEnvSchema } from './identity-config';

const productionKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
/** The smallest environment identity accepts in production. */
const production = {
  NODE_ENV: 'production',
  JWT_PRIVATE_KEY: productionKey,
  SMTP_URL: 'smtps://mailer:pw@smtp.example.pk:465',
  FIELD_ENCRYPTION_KEYS: `k1=${randomBytes(32).toString('base64')}`,
};

describe('identity config', () => {
  it('has working defaults for development', () => {
    const config = loadConfig(identityEnvSchema, {});
    expect(config.APP_ORIGINS).toEqual(['http://localhost:4200']);
    expect(config.HEALTH_PORT).toBe(3101);
    expect(config.MAIL_FROM).toBe('ResellPK <no-reply@resellpk.pk>');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
    expect(isDevelopmentJwtKey(config.JWT_PRIVATE_KEY)).toBe(true);
  });

  it('parses an origin list and the seed switch', () => {
    const config = loadConfig(identityEnvSchema, { APP_ORIGINS: 'https://resellpk.pk/, http://localhost:4200', SEED_DEMO: '1' });
    expect(config.APP_ORIGINS).toEqual(['https://resellpk.pk', 'http://localhost:4200']);
    expect(config.SEED_DEMO).toBe(true);
  });

  it('refuses to boot with every bad variable listed', () => {
    expect(() =>
      loadConfig(identityEnvSchema, { NODE_ENV: 'production', APP_ORIGINS: 'not a url', SMTP_URL: 'nope', HEALTH_PORT: 'x' }),
    ).toThrow(/JWT_PRIVATE_KEY[\s\S]*APP_ORIGINS[\s\S]*SMTP_URL[\s\S]*HEALTH_PORT/);
  });

  describe('in production', () => {
    it('starts with its own key and SMTP', () => {
      const config = loadConfig(identityEnvSchema, production);
      expect(isDevelopmentJwtKey(config.JWT_PRIVATE_KEY)).toBe(false);
      expect(config.SMTP_URL).toBe(production.SMTP_URL);
    });

    it('refuses a missing signing key or the development one', () => {
      expect(() => loadConfig(identityEnvSchema, { ...production, JWT_PRIVATE_KEY: '' })).toThrow(/JWT_PRIVATE_KEY: is required in production/);
      expect(() => loadConfig(identityEnvSchema, { ...production, JWT_PRIVATE_KEY: DEV_JWT_PRIVATE_KEY_PEM })).toThrow(/JWT_PRIVATE_KEY: is the committed development key/);
    });

    it('requires a second factor of staff in production (it cannot be turned off there), and its own key for the TOTP secrets', () => {
      expect(loadConfig(identityEnvSchema, production).TOTP_REQUIRED_FOR_STAFF).toBe(true);
      expect(loadConfig(identityEnvSchema, { ...production, TOTP_REQUIRED_FOR_STAFF: '1' }).TOTP_REQUIRED_FOR_STAFF).toBe(true);
      expect(() => loadConfig(identityEnvSchema, { ...production, TOTP_REQUIRED_FOR_STAFF: '0' })).toThrow(/TOTP_REQUIRED_FOR_STAFF: cannot be turned off in production/);
      expect(() => loadConfig(identityEnvSchema, { ...production, FIELD_ENCRYPTION_KEYS: '' })).toThrow(/FIELD_ENCRYPTION_KEYS: is required in production/);
    });

    it('requires SMTP_URL (reset links must be sent, not written to a folder)', () => {
      expect(() => loadConfig(identityEnvSchema, { ...production, SMTP_URL: '' })).toThrow(/SMTP_URL: is required in production/);
      expect(() => loadConfig(identityEnvSchema, { ...production, SMTP_URL: 'https://mail.example.pk' })).toThrow(/SMTP_URL: must be a URL such as smtp:/);
    });

    it('refuses demo data', () => {
      expect(() => loadConfig(identityEnvSchema, { ...production, SEED_DEMO: '1' })).toThrow(/SEED_DEMO: must not be on in production/);
    });
  });
});
