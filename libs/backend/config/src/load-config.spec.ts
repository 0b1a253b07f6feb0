import { z } from 'zod';
import { baseEnvSchema, databaseUrl, loadConfig } from './index';

describe('loadConfig', () => {
  it('applies the defaults of the base schema', () => {
    expect(loadConfig(baseEnvSchema, {})).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_STREAM_REPLICAS: 1,
      REDIS_URL: 'redis://127.0.0.1:6379',
      DB_HOST: '127.0.0.1',
      DB_PORT: 5432,
      DB_USER: 'postgres',
      DB_PASSWORD: '',
    });
  });

  it('reads the streams\' replicas as a number from 1 to 5', () => {
    expect(loadConfig(baseEnvSchema, { NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS).toBe(3);
    expect(() => loadConfig(baseEnvSchema, { NATS_STREAM_REPLICAS: '0' })).toThrow(/NATS_STREAM_REPLICAS: must be 1 to 5/);
  });

  it('lists every invalid variable with its reason in one error', () => {
    const env = { NODE_ENV: 'staging', DB_PORT: '70000', NATS_URL: 'http://x', REDIS_URL: 'nope' };
    let message = '';
    try {
      loadConfig(baseEnvSchema, env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('4 problems');
    expect(message).toMatch(/NODE_ENV: .*development.*test.*production/);
    expect(message).toContain('DB_PORT: must be between 1 and 65535');
    expect(message).toContain('NATS_URL: must be nats://host:port');
    expect(message).toContain('REDIS_URL: must be redis://host:port');
  });

  it('reports missing required service variables', () => {
    const schema = baseEnvSchema.extend({ MAIL_DIR: z.string({ required_error: 'is required' }) });
    expect(() => loadConfig(schema, {})).toThrow('MAIL_DIR: is required');
  });
});

describe('databaseUrl', () => {
  it('builds the URL of one service database from DB_*', () => {
    expect(databaseUrl('orders', { DB_HOST: 'db', DB_PORT: 6543, DB_USER: 'svc', DB_PASSWORD: 'p@ss:word' })).toBe('postgres://svc:p%40ss%3Aword@db:6543/orders');
    expect(databaseUrl('chat', {})).toBe('postgres://postgres@127.0.0.1:5432/chat');
  });

  it('lets DATABASE_URL win', () => {
    expect(databaseUrl('orders', { DATABASE_URL: 'postgres://u@h/x', DB_HOST: 'ignored' })).toBe('postgres://u@h/x');
  });
});
