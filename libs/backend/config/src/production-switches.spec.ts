import { z } from 'zod';
import { cookieSecureSchema, envFlag, loadConfig, offInProductionSchema, refuseInProduction, seedDemoSchema } from './index';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  COOKIE_SECURE: cookieSecureSchema,
  SEED_DEMO: seedDemoSchema,
  THROTTLE_DISABLED: offInProductionSchema('it removes every rate limit'),
  ON_BY_DEFAULT: envFlag(true),
});

describe('switches that production decides', () => {
  it('parse 1/true/0/false, empty meaning the default', () => {
    expect(loadConfig(schema, { SEED_DEMO: 'true', THROTTLE_DISABLED: '1', ON_BY_DEFAULT: '' })).toMatchObject({ SEED_DEMO: true, THROTTLE_DISABLED: true, ON_BY_DEFAULT: true });
    expect(loadConfig(schema, { SEED_DEMO: '0', ON_BY_DEFAULT: 'false' })).toMatchObject({ SEED_DEMO: false, THROTTLE_DISABLED: false, ON_BY_DEFAULT: false });
    expect(() => loadConfig(schema, { SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('COOKIE_SECURE: off by default in development, on by default in production', () => {
    expect(loadConfig(schema, {}).COOKIE_SECURE).toBe(false);
    expect(loadConfig(schema, { NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig(schema, { NODE_ENV: 'production', COOKIE_SECURE: '' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig(schema, { COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true);
  });

  it('COOKIE_SECURE cannot be turned off in production', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', COOKIE_SECURE: '0' })).toThrow(/COOKIE_SECURE: cannot be turned off in production/);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE: cannot be turned off in production/);
  });

  it('SEED_DEMO and other development switches are refused on in production, with the reason', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', SEED_DEMO: '1', THROTTLE_DISABLED: 'true' })).toThrow(
      /2 problems[\s\S]*SEED_DEMO: must not be on in production: it loads demo accounts[\s\S]*THROTTLE_DISABLED: must not be on in production: it removes every rate limit/,
    );
    expect(loadConfig(schema, { NODE_ENV: 'production', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('refuseInProduction stops a development tool', () => {
    expect(() => refuseInProduction('the demo seed', { NODE_ENV: 'production' })).toThrow('Refusing to run the demo seed with NODE_ENV=production');
    expect(() => refuseInProduction('the demo seed', { NODE_ENV: 'development' })).not.toThrow();
  });
});
