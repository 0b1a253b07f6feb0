import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseEnvSchema, loadConfig, serviceDatabaseEnvSchema, type Env } from '@resellpk/backend-config';
import { BUS_APPS, passwordVariableOf, SERVICE_LIST } from '@resellpk/contracts';
import { parse } from 'yaml';
import { natsSupportsSyncAlways } from '@resellpk/contracts';
import { catalogEnvSchema } from '../apps/catalog-service/src/config/catalog-config';
import { gatewayEnvSchema } from '../apps/gateway/src/config/gateway-config';
import { identityEnvSchema } from '../apps/identity-service/src/config/identity-config';
import { walletPaymentsEnvSchema } from '../apps/wallet-payments-service/src/config/wallet-payments-config';
import { appPasswordVariable, GATEWAY_DB_ROLE, ownerPasswordVariable, serviceDatabases } from './db-provision/provision-databases';

/**
 * docker-compose.yml is the production-shaped way to run the stack, and no Docker engine runs on
 * the development machines: this reads the file as compose would (YAML merge keys, variable
 * interpolation) and checks what production needs of it.
 */
const COMPOSE_FILE = path.resolve(__dirname, '..', 'docker-compose.yml');
const text = readFileSync(COMPOSE_FILE, 'utf8');

interface Service {
  image?: string;
  restart?: string;
  stop_grace_period?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}
interface ComposeFile {
  services: Record<string, Service>;
  networks: { default: { ipam: { config: Array<{ subnet: string }> } } };
}

/** Compose's interpolation: `$$`, `${VAR}`, `${VAR:-default}`, `${VAR:?error}`; a missing required value throws like compose. */
function interpolate(value: string, env: Env): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (match, name: string | undefined, op: string | undefined, arg: string | undefined) => {
    if (match === '$$') return '$';
    const current = env[name!];
    const missing = op?.startsWith(':') ? !current : current === undefined;
    if (op?.endsWith('?') && missing) throw new Error(`${name}: ${arg}`);
    if (op?.endsWith('-') && missing) return arg ?? '';
    return current ?? '';
  });
}

function load(env: Env): ComposeFile {
  const interpolateAll = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, env);
    if (Array.isArray(node)) return node.map(interpolateAll);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v)]));
    return node;
  };
  return interpolateAll(parse(text, { merge: true })) as ComposeFile;
}

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
/** What an operator provides (the compose file's required variables). */
const operatorEnv: Env = {
  POSTGRES_PASSWORD: 'pg-secret-0123456789abcdef',
  REDIS_PASSWORD: 'redis-secret-0123456789abcdef',
  // one line with \n escapes, as an .env file holds it
  JWT_PRIVATE_KEY: (keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).replace(/\n/g, '\\n'),
  JWT_PUBLIC_KEY: (keys.publicKey.export({ type: 'spki', format: 'pem' }) as string).replace(/\n/g, '\\n'),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.pk:465',
  FIELD_ENCRYPTION_KEYS: `k2026=${randomBytes(32).toString('base64')}`,
  ...Object.fromEntries(BUS_APPS.map((app) => [passwordVariableOf(app), `p${app.replace(/-/g, '')}0123456789`])),
  // each app's own PostgreSQL role, and each service's owner role
  ...Object.fromEntries(BUS_APPS.map((app) => [appPasswordVariable(app), `db-${app}-0123456789`])),
  ...Object.fromEntries(SERVICE_LIST.map((s) => [ownerPasswordVariable(s.name), `db-owner-${s.name}-0123456789`])),
};
const compose = load(operatorEnv);
const services = compose.services;
const NODE_APPS = [...SERVICE_LIST.map((s) => s.app), 'gateway'];
/** Runs once before the apps and exits: no restart, no health check. */
const ONE_SHOT = 'db-provision';

describe('docker-compose.yml (production)', () => {
  it('runs every Node app with NODE_ENV=production', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...NODE_APPS, 'web', 'postgres', 'redis', 'nats']));
    for (const app of NODE_APPS) expect([app, services[app].environment?.NODE_ENV]).toEqual([app, 'production']);
  });

  it('publishes only the web server and the gateway', () => {
    const published = Object.fromEntries(Object.entries(services).filter(([, s]) => s.ports?.length).map(([name, s]) => [name, s.ports]));
    expect(published).toEqual({ gateway: ['3000:3000'], web: ['4200:4200', '4201:4201', '4202:4202'] });
  });

  it('refuses to start without the secrets, and never defaults one', () => {
    for (const variable of Object.keys(operatorEnv)) {
      expect(() => load({ ...operatorEnv, [variable]: undefined })).toThrow(new RegExp(`^${variable}: set ${variable}`));
      expect(() => load({ ...operatorEnv, [variable]: '' })).toThrow(variable);
      // every mention of a secret is the required form
      const mentions = text.match(new RegExp(`\\$\\{${variable}[^}]*\\}`, 'g')) ?? [];
      expect(mentions.length).toBeGreaterThan(0);
      for (const mention of mentions) expect(mention).toMatch(new RegExp(`^\\$\\{${variable}:\\?`));
    }
    expect(text).not.toMatch(/JWT_ACCESS_SECRET|POSTGRES_HOST_AUTH_METHOD|change-me/);
  });

  it('protects PostgreSQL and Redis with the passwords, and gives every app the matching URLs', () => {
    expect(services.postgres.environment?.POSTGRES_PASSWORD).toBe(operatorEnv.POSTGRES_PASSWORD);
    const redisCommand = (services.redis.command ?? []).join(' ');
    expect(redisCommand).toContain('--requirepass "$REDIS_PASSWORD"');
    expect(services.redis.environment).toMatchObject({ REDIS_PASSWORD: operatorEnv.REDIS_PASSWORD, REDISCLI_AUTH: operatorEnv.REDIS_PASSWORD });
    for (const app of NODE_APPS) {
      const env = services[app].environment ?? {};
      expect([app, env.REDIS_URL]).toEqual([app, `redis://:${operatorEnv.REDIS_PASSWORD}@redis:6379`]);
      expect([app, env.DB_HOST, env.DATABASE_URL]).toEqual([app, 'postgres', undefined]);
    }
  });

  it("connects every app as its own PostgreSQL roles; only the one-shot provisioning holds the administrator's password", () => {
    for (const d of serviceDatabases()) {
      const env = services[d.app].environment ?? {};
      expect([d.app, env.DB_USER, env.DB_PASSWORD, env.DB_MIGRATION_USER, env.DB_MIGRATION_PASSWORD]).toEqual([
        d.app,
        d.roles.app,
        operatorEnv[appPasswordVariable(d.service)],
        d.roles.owner,
        operatorEnv[ownerPasswordVariable(d.service)],
      ]);
      expect([d.app, services[d.app].depends_on?.[ONE_SHOT]]).toEqual([d.app, { condition: 'service_completed_successfully' }]);
    }
    expect([services.gateway.environment?.DB_USER, services.gateway.environment?.DB_PASSWORD]).toEqual([GATEWAY_DB_ROLE, operatorEnv[appPasswordVariable('gateway')]]);
    // the provisioning gets the administrator and every role's password, and sets them
    const provision = services[ONE_SHOT];
    expect(provision.command).toEqual(['node', 'dist/apps/gateway/db-provision.js']);
    expect(provision.environment?.DB_ADMIN_URL).toBe(`postgres://postgres:${operatorEnv.POSTGRES_PASSWORD}@postgres:5432/postgres`);
    const rolePasswords = Object.keys(operatorEnv).filter((v) => v.startsWith('DB_'));
    expect(rolePasswords).toHaveLength(BUS_APPS.length + SERVICE_LIST.length);
    for (const variable of rolePasswords) expect([variable, provision.environment?.[variable]]).toEqual([variable, operatorEnv[variable]]);
    const holders = Object.entries(services).filter(([, s]) => JSON.stringify(s.environment ?? {}).includes(operatorEnv.POSTGRES_PASSWORD!)).map(([name]) => name);
    expect(holders.sort()).toEqual([ONE_SHOT, 'postgres']);
  });

  it('gives the signing key to identity-service only; the gateway gets the public key', () => {
    const holders = Object.entries(services).filter(([, s]) => s.environment?.JWT_PRIVATE_KEY).map(([name]) => name);
    expect(holders).toEqual(['identity-service']);
    expect(services.gateway.environment?.JWT_PUBLIC_KEY).toBe(operatorEnv.JWT_PUBLIC_KEY);
  });

  it('lets the gateway trust X-Forwarded-For from the web server (its proxy) and nobody else', () => {
    const webAddress = services.web.networks?.default?.ipv4_address;
    expect(services.gateway.environment?.TRUST_PROXY).toBe(webAddress);
    const [subnet] = compose.networks.default.ipam.config;
    expect(subnet.subnet).toBe('172.30.0.0/24');
    expect(webAddress).toMatch(/^172\.30\.0\.\d+$/);
    // at the top of the subnet, out of reach of the addresses handed out from the bottom to the
    // other containers started before it (at .10 the tenth one took it)
    expect(Number(webAddress?.split('.')[3])).toBeGreaterThanOrEqual(200);
    // the web server proxies /api there
    expect(services.web.environment?.GATEWAY_URL).toBe('http://gateway:3000');
  });

  it('runs NATS with the generated users and connects every app as its own bus user', () => {
    expect(services.nats.command).toEqual(['-c', '/etc/nats/server.conf']);
    expect(text).toContain('./infra/nats/auth.conf:/etc/nats/auth.conf:ro');
    expect(text).toContain('./infra/nats/server.conf:/etc/nats/server.conf:ro');
    expect(readFileSync(path.resolve(__dirname, '..', 'infra/nats/server.conf'), 'utf8')).toMatch(/^include "auth\.conf"$/m);
    for (const app of BUS_APPS) expect([app, services.nats.environment?.[passwordVariableOf(app)]]).toEqual([app, operatorEnv[passwordVariableOf(app)]]);
    for (const s of SERVICE_LIST) {
      expect([s.app, services[s.app].environment?.NATS_USER, services[s.app].environment?.NATS_PASSWORD]).toEqual([s.app, s.name, operatorEnv[passwordVariableOf(s.name)]]);
    }
    expect([services.gateway.environment?.NATS_USER, services.gateway.environment?.NATS_PASSWORD]).toEqual(['gateway', operatorEnv[passwordVariableOf('gateway')]]);
  });

  it('seeds no demo data', () => {
    for (const app of NODE_APPS) expect([app, services[app].environment?.SEED_DEMO ?? '0']).toEqual([app, '0']);
  });

  it("gives each app an environment its own production config accepts (the boot-time refusals pass)", () => {
    const configs: Record<string, Parameters<typeof loadConfig>[0]> = {
      'identity-service': identityEnvSchema,
      'catalog-service': catalogEnvSchema,
      'wallet-payments-service': walletPaymentsEnvSchema,
      gateway: gatewayEnvSchema,
    };
    for (const app of NODE_APPS) {
      const env = services[app].environment ?? {};
      // services also get the database roles' rules (createServiceApp merges them last)
      const schema = (configs[app] ?? baseEnvSchema) as typeof baseEnvSchema;
      const config = loadConfig(app === 'gateway' ? schema : schema.merge(serviceDatabaseEnvSchema), env);
      expect(config.NODE_ENV).toBe('production');
    }
    const gateway = loadConfig(gatewayEnvSchema, services.gateway.environment ?? {});
    expect(gateway.COOKIE_SECURE).toBe(true);
    expect(gateway.THROTTLE_DISABLED).toBe(false);
  });

  it('restarts every container after a crash and gives the apps time to drain on stop', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === ONE_SHOT) expect(service.restart).toBe('no');
      else expect([name, service.restart, service.stop_grace_period]).toEqual([name, 'unless-stopped', '20s']);
    }
  });

  it('health-checks every container and starts each app only once what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== ONE_SHOT) expect([name, service.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    }
    expect(services[ONE_SHOT].depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const s of SERVICE_LIST) {
      expect([s.app, services[s.app].depends_on]).toEqual([
        s.app,
        { [ONE_SHOT]: { condition: 'service_completed_successfully' }, postgres: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } },
      ]);
    }
    expect(services.gateway.depends_on).toEqual(Object.fromEntries(SERVICE_LIST.map((s) => [s.app, { condition: 'service_healthy' }])));
    expect(services.web.depends_on).toEqual({ gateway: { condition: 'service_healthy' } });
  });

  it('fsyncs every JetStream write (sync_interval: always, nats 2.10+) and states the PostgreSQL durability settings', () => {
    const serverConf = readFileSync(path.resolve(__dirname, '..', 'infra/nats/server.conf'), 'utf8');
    expect(serverConf).toMatch(/jetstream \{\s+store_dir: "\/data"\s+sync_interval: always\s+\}/);
    expect(natsSupportsSyncAlways(services.nats.image ?? '')).toBe(true);
    expect(services.postgres.command).toEqual(['postgres', '-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on']);
  });
});
