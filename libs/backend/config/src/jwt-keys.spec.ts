import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  baseEnvSchema,
  DEV_JWT_PRIVATE_KEY_PEM,
  DEV_JWT_PUBLIC_KEY_PEM,
  isDevelopmentJwtKey,
  jwtPrivateKeySchema,
  jwtPublicKeySchema,
  loadConfig,
  retiredJwtSecretSchema,
} from './index';

const signerSchema = baseEnvSchema.extend({ JWT_PRIVATE_KEY: jwtPrivateKeySchema, JWT_ACCESS_SECRET: retiredJwtSecretSchema });
const verifierSchema = baseEnvSchema.extend({ JWT_PUBLIC_KEY: jwtPublicKeySchema });

const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const samePublic = (a: KeyObject, b: KeyObject) =>
  a.export({ type: 'spki', format: 'der' }).equals(b.export({ type: 'spki', format: 'der' }));

describe('JWT_PRIVATE_KEY / JWT_PUBLIC_KEY', () => {
  it('fall back to the committed development pair outside production', () => {
    const { JWT_PRIVATE_KEY } = loadConfig(signerSchema, { NODE_ENV: 'development' });
    const { JWT_PUBLIC_KEY } = loadConfig(verifierSchema, { NODE_ENV: 'test', JWT_PUBLIC_KEY: '' });
    expect(JWT_PRIVATE_KEY.type).toBe('private');
    expect(JWT_PUBLIC_KEY.type).toBe('public');
    expect(isDevelopmentJwtKey(JWT_PRIVATE_KEY) && isDevelopmentJwtKey(JWT_PUBLIC_KEY)).toBe(true);
  });

  it('are required in production', () => {
    expect(() => loadConfig(signerSchema, { NODE_ENV: 'production' })).toThrow(/JWT_PRIVATE_KEY: is required in production/);
    expect(() => loadConfig(verifierSchema, { NODE_ENV: 'production', JWT_PUBLIC_KEY: ' ' })).toThrow(/JWT_PUBLIC_KEY: is required in production/);
  });

  it('refuse the development pair in production', () => {
    expect(() => loadConfig(signerSchema, { NODE_ENV: 'production', JWT_PRIVATE_KEY: DEV_JWT_PRIVATE_KEY_PEM })).toThrow(
      /JWT_PRIVATE_KEY: is the committed development key/,
    );
    expect(() => loadConfig(verifierSchema, { NODE_ENV: 'production', JWT_PUBLIC_KEY: DEV_JWT_PUBLIC_KEY_PEM })).toThrow(
      /JWT_PUBLIC_KEY: is the committed development key/,
    );
  });

  it('accept a production pair, in PEM or with \\n escapes, parsed into KeyObjects once', () => {
    const { JWT_PRIVATE_KEY } = loadConfig(signerSchema, { NODE_ENV: 'production', JWT_PRIVATE_KEY: privatePem });
    const { JWT_PUBLIC_KEY } = loadConfig(verifierSchema, { NODE_ENV: 'production', JWT_PUBLIC_KEY: publicPem.replace(/\n/g, '\\n') });
    expect(samePublic(JWT_PUBLIC_KEY, pair.publicKey)).toBe(true);
    expect(JWT_PRIVATE_KEY.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('refuse a private key where only the public key belongs (the verifier must not be able to sign)', () => {
    expect(() => loadConfig(verifierSchema, { JWT_PUBLIC_KEY: privatePem })).toThrow(/JWT_PUBLIC_KEY: must be the PUBLIC key only/);
  });

  it('refuse anything but an EC P-256 key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(() => loadConfig(signerSchema, { JWT_PRIVATE_KEY: rsa })).toThrow(/JWT_PRIVATE_KEY: must be an EC P-256 key/);
    expect(() => loadConfig(verifierSchema, { JWT_PUBLIC_KEY: p384 })).toThrow(/JWT_PUBLIC_KEY: must be an EC P-256 key/);
    expect(() => loadConfig(signerSchema, { JWT_PRIVATE_KEY: 'a-long-hs256-secret-of-the-old-kind-000000' })).toThrow(/JWT_PRIVATE_KEY: must be an EC P-256 private key in PEM/);
  });

  it('refuse the retired HS256 secret with what to set instead', () => {
    expect(() => loadConfig(signerSchema, { JWT_ACCESS_SECRET: 'x'.repeat(40) })).toThrow(/JWT_ACCESS_SECRET: is no longer used.*JWT_PRIVATE_KEY/);
    expect(loadConfig(signerSchema, { JWT_ACCESS_SECRET: '' }).JWT_ACCESS_SECRET).toBeUndefined();
  });

  it('name every problem of a production environment at once', () => {
    const schema = signerSchema.extend({ OTHER: z.string({ required_error: 'is required' }) });
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(/2 problems[\s\S]*JWT_PRIVATE_KEY[\s\S]*OTHER/);
  });
});
