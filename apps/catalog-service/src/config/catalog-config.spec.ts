import { loadConfig } from '@resellpk/backend-config';
import { catalogEnvSchema } from './catalog-config';

describe('catalog config', () => {
  it('loads the demo catalogue only when asked, and never in production', () => {
    expect(loadConfig(catalogEnvSchema, {}).SEED_DEMO).toBe(false);
    expect(loadConfig(catalogEnvSchema, { SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig(catalogEnvSchema, { NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig(catalogEnvSchema, { NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(/SEED_DEMO: must not be on in production/);
  });
});
