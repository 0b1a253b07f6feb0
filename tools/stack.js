#!/usr/bin/env node
/**
 * Runs the whole product from the built apps (dist/) as one process group: its own nats-server
 * (with the bus's per-app users and permissions, infra/nats/auth.conf), every domain service of
 * SERVICES (@resellpk/contracts), the gateway and the web server (shell + two remotes).
 *
 *   node tools/stack.js                  development: system Redis/PostgreSQL, NATS on 4224 (its
 *                                        JetStream data in tmp/nats-dev survives restarts), demo data
 *   node tools/stack.js --profile e2e    isolated copy for end-to-end tests: its own nats-server and
 *                                        redis-server, databases suffixed _e2e, other ports, rate limits raised; E2E_SLOT=N
 *                                        (1..9) shifts ports and names so checkouts can run e2e side by side
 *   node tools/stack.js --profile bench --slot N
 *                                        isolated copy for benchmarks (N = 1..9): its own nats-server
 *                                        and redis-server, databases suffixed _benchN, gateway on
 *                                        3500+10N, shell on 4500+10N, rate limits raised, warn logs
 *   --fresh                              drop the profile's databases first (e2e always does)
 *   STACK_PG_PORT=N                      PostgreSQL on 127.0.0.1:N instead of 5432 (bench/faults.js
 *                                        runs its own server there, so it can restart it)
 *
 * An app that exits after it was ready is restarted with back-off (0.5 s doubling to 10 s, back to
 * 0.5 s after a 60 s run; tools/supervisor.js) while the others keep serving; one that exits before
 * it was ever ready stops the stack. Ctrl-C (SIGINT) or SIGTERM stops every process it started,
 * front first and the bus last (each app drains on SIGTERM; SIGKILL after 15 s).
 */
const { spawn, execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const http = require('node:http');
const { Supervisor } = require('./supervisor');
const { seedDemoOrders } = require('./demo-orders');

const root = path.resolve(__dirname, '..');
// the service list and the bus users come from @resellpk/contracts, the one place that names them
require('@swc-node/register');
const { SERVICE_LIST, BUS_APPS, passwordVariableOf, natsSupportsSyncAlways, renderJetStreamConfig } = require('../libs/contracts/src/index.ts');
// every service's database with its own two roles, as production has them (docs/production.md, "Database roles")
const { provisionDatabases, serviceDatabases, GATEWAY_DB_ROLE } = require('./db-provision/provision-databases.ts');
const args = process.argv.slice(2);
const profile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : 'dev';
const fresh = args.includes('--fresh') || profile === 'e2e';
const slot = args.includes('--slot') ? Number(args[args.indexOf('--slot') + 1]) : 1;
// e2e slot 0 is the default; 1..9 shift every port and name (several checkouts on one machine)
const e2eSlot = Number(process.env.E2E_SLOT || 0);
if (!(Number.isInteger(e2eSlot) && e2eSlot >= 0 && e2eSlot <= 9)) throw new Error('E2E_SLOT must be 0..9');
const e2eTag = e2eSlot ? `e2e${e2eSlot}` : 'e2e';
if (profile === 'bench' && !(Number.isInteger(slot) && slot >= 1 && slot <= 9)) throw new Error('--slot must be 1..9');
const ownRedis = profile === 'e2e' || profile === 'bench';

const SERVICES = SERVICE_LIST.map((s) => ({ name: s.app, bus: s.name, db: s.database }));
// one random password per app and run: nats-server reads them from its environment
// (a letter first: nats-server parses the value as config)
const busPasswords = Object.fromEntries(BUS_APPS.map((app) => [app, `p${randomBytes(16).toString('hex')}`]));
const busCredentials = (app) => ({ NATS_USER: app, NATS_PASSWORD: busPasswords[app] });

const P =
  profile === 'e2e'
    ? {
        gateway: 3400 + 20 * e2eSlot,
        shell: 4400 + 20 * e2eSlot,
        storefront: 4401 + 20 * e2eSlot,
        admin: 4402 + 20 * e2eSlot,
        health: 3411 + 20 * e2eSlot,
        nats: e2eSlot ? 4250 + e2eSlot : 4223,
        redis: e2eSlot ? 6400 + e2eSlot : 6380,
        dbSuffix: `_${e2eTag}`,
        mail: `tmp/mail-${e2eTag}`,
        media: `tmp/media-${e2eTag}`,
      }
    : profile === 'bench'
    ? {
        gateway: 3500 + 10 * slot,
        shell: 4500 + 10 * slot,
        storefront: 4501 + 10 * slot,
        admin: 4502 + 10 * slot,
        health: 3601 + 10 * slot,
        nats: 4230 + slot,
        redis: 6390 + slot,
        dbSuffix: `_bench${slot}`,
        mail: `tmp/mail-bench${slot}`,
        media: `tmp/media-bench${slot}`,
      }
    : {
        gateway: Number(process.env.GATEWAY_PORT || process.env.PORT || 3000),
        shell: Number(process.env.SHELL_PORT || 4200),
        storefront: Number(process.env.STOREFRONT_PORT || 4201),
        admin: Number(process.env.ADMIN_PORT || 4202),
        health: 3101,
        nats: Number(process.env.NATS_PORT || 4224),
        redis: 6379,
        dbSuffix: '',
        mail: process.env.MAIL_DIR || 'tmp/mail',
        media: process.env.MEDIA_DIR || 'tmp/media',
      };

// STACK_NODE_FLAGS="--trace-gc" etc. for the services and the gateway (NODE_OPTIONS refuses many of them)
const nodeFlags = (process.env.STACK_NODE_FLAGS || '').split(/\s+/).filter(Boolean);
let stopping = false;
const color = (i, s) => `\x1b[3${(i % 6) + 1}m${s}\x1b[0m`;

function log(msg) {
  // timestamped: when a process exits, the time tells which load or which outside action it met
  process.stdout.write(`[stack] ${new Date().toISOString().slice(11, 23)} ${msg}\n`);
}

/** Spawns one instance of an app with its output prefixed by its name (the supervisor restarts it). */
function spawnApp(name, cmd, argv, env, index) {
  const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = color(index, name.padEnd(24));
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const line of lines) out.write(`${tag} ${line}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  return child;
}

// tiers stop from the highest down: web and gateway first, then the services, the bus and Redis last
const TIER = { infra: 0, service: 1, gateway: 2, web: 3 };
const supervisor = new Supervisor({ log, onFatal: () => shutdown(1) });

/** Runs an app under supervision: an exit after it was ready restarts it with back-off (tools/supervisor.js). */
function run(name, cmd, argv, env, index, tier) {
  return supervisor.add(name, () => spawnApp(name, cmd, argv, env, index), { tier });
}

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  supervisor.stopAll().then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function portOpen(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

function httpOk(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => { res.resume(); resolve(res.statusCode >= 200 && res.statusCode < 300); });
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => { req.destroy(); resolve(false); });
  });
}

// STACK_READY_TIMEOUT_MS: a machine whose load is many times its cores boots a dozen Node apps slower than 2 min
async function waitFor(what, check, timeoutMs = Number(process.env.STACK_READY_TIMEOUT_MS || 120000)) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) throw new Error('stopped');
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000}s`);
}

const pgPort = Number(process.env.STACK_PG_PORT || 5432);

function psql(sql) {
  execFileSync('psql', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { stdio: 'pipe' });
}

/**
 * The bus: a nats-server with JetStream and the generated authorization (each app its own user
 * and subjects, no anonymous access). e2e and bench start from an empty store every time.
 */
async function startNats() {
  const natsDir = path.join(root, 'tmp', `${profile === 'bench' ? `bench${slot}` : profile === 'e2e' ? e2eTag : 'dev'}-nats`);
  if (profile !== 'dev') fs.rmSync(natsDir, { recursive: true, force: true });
  fs.mkdirSync(natsDir, { recursive: true });
  if (await portOpen(P.nats)) throw new Error(`port ${P.nats} is busy (another ${profile} stack running?)`);
  const passwords = Object.fromEntries(BUS_APPS.map((app) => [passwordVariableOf(app), busPasswords[app]]));
  const natsBin = '/usr/sbin/nats-server';
  const version = execFileSync(natsBin, ['--version'], { encoding: 'utf8' }).trim();
  let natsArgs = ['-c', 'infra/nats/auth.conf', '-js', '-sd', natsDir];
  if (natsSupportsSyncAlways(version)) {
    // an acknowledged event is on disk (docs/durability.md); a config file cannot include by absolute path
    const conf = path.join(natsDir, 'server.conf');
    fs.writeFileSync(conf, `${fs.readFileSync(path.join(root, 'infra/nats/auth.conf'), 'utf8')}\n${renderJetStreamConfig(natsDir)}`);
    natsArgs = ['-c', conf];
  } else {
    log(`${version} cannot fsync every JetStream write (sync_interval needs 2.10+): a power cut may lose the last acknowledged events of this ${profile} stack (docs/durability.md)`);
  }
  run('nats-server', natsBin, [...natsArgs, '-a', '127.0.0.1', '-p', String(P.nats)], passwords, 6, TIER.infra);
  await waitFor('nats-server', () => portOpen(P.nats), 15000);
  supervisor.markReady('nats-server');
}

async function startOwnRedis() {
  // The e2e and bench profiles never touch the developer's Redis keys.
  if (await portOpen(P.redis)) throw new Error(`port ${P.redis} is busy (another ${profile} stack running?)`);
  const redisBin = fs.existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';
  run('redis-server', redisBin, ['--port', String(P.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, 6, TIER.infra);
  await waitFor('redis-server', () => portOpen(P.redis), 15000);
  supervisor.markReady('redis-server');
}

async function main() {
  for (const s of [...SERVICES.map((x) => x.name), 'gateway', 'web-server']) {
    if (!fs.existsSync(path.join(root, 'dist/apps', s, 'main.js'))) {
      throw new Error(`dist/apps/${s}/main.js is missing: build first (npx nx run-many -t build)`);
    }
  }
  await startNats();
  if (ownRedis) await startOwnRedis();
  const mailDir = path.resolve(root, P.mail);
  const mediaDir = path.resolve(root, P.media);
  if (profile === 'e2e') {
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
  fs.mkdirSync(mailDir, { recursive: true });
  fs.mkdirSync(mediaDir, { recursive: true });

  const shellOrigin = `http://localhost:${P.shell}`;
  const tracesFile = path.resolve(root, process.env.TRACES_FILE || 'tmp/traces.jsonl');
  const common = {
    NODE_ENV: process.env.NODE_ENV || 'development',
    NATS_URL: `nats://127.0.0.1:${P.nats}`,
    REDIS_URL: `redis://127.0.0.1:${P.redis}`,
    APP_ORIGINS: [shellOrigin, `http://localhost:${P.storefront}`, `http://localhost:${P.admin}`, `http://127.0.0.1:${P.shell}`].join(','),
    MAIL_DIR: mailDir,
    MEDIA_DIR: mediaDir,
    // demo data is loaded below, before the services start, so "ready" means "ready with data"
    SEED_DEMO: '0',
    // `TRACES_EXPORTER=file npm start`: every app appends its spans to one file, tools/trace-view.js
    // reads it (TRACES_EXPORTER and OTEL_* pass through as they are; docs/observability.md)
    ...(process.env.TRACES_EXPORTER === 'file' ? { TRACES_FILE: tracesFile } : {}),
    // raised, not off: the fuzz suite (e2e/api/fuzz.spec.ts) sends hostile bodies through the throttle
    // guard, which runs before validation and reads the login body for its key
    ...(profile === 'e2e'
      ? {
          THROTTLE_DEFAULT_LIMIT: '100000000',
          THROTTLE_LOGIN_LIMIT: '100000000',
          THROTTLE_SIGNUP_LIMIT: '100000000',
          THROTTLE_PASSWORD_RESET_LIMIT: '100000000',
          THROTTLE_PASSWORD_RESET_EMAIL_LIMIT: '100000000',
          LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        }
      : {}),
    // the throttle still runs (its Redis round trip is part of what is measured) but never refuses
    ...(profile === 'bench'
      ? { THROTTLE_DEFAULT_LIMIT: '100000000', THROTTLE_LOGIN_LIMIT: '100000000', THROTTLE_SIGNUP_LIMIT: '100000000', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' }
      : {}),
  };

  if (fresh) {
    for (const s of SERVICES) {
      const db = s.db + P.dbSuffix;
      psql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db}' AND pid <> pg_backend_pid()`);
      psql(`DROP DATABASE IF EXISTS "${db}"`);
    }
    log(`fresh databases (${P.dbSuffix || 'no suffix'})`);
  }

  // the local superuser (trust) only provisions; each service migrates as its owner role and serves as its app role
  await provisionDatabases({ adminUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, suffix: P.dbSuffix });
  const rolesOf = Object.fromEntries(serviceDatabases(P.dbSuffix).map((d) => [d.app, d.roles]));
  const dbUrl = (s, role) => `postgres://${role}@127.0.0.1:${pgPort}/${s.db}${P.dbSuffix}`;
  const dbEnv = (s) => ({ DATABASE_URL: dbUrl(s, rolesOf[s.name].app), DATABASE_MIGRATION_URL: dbUrl(s, rolesOf[s.name].owner) });
  log('databases and their roles provisioned');
  const seeds = SERVICES.filter((s) => fs.existsSync(path.join(root, 'dist/apps', s.name, 'seed.js')));
  await Promise.all(
    seeds.map((s) => new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [`dist/apps/${s.name}/seed.js`], {
        cwd: root,
        // the seed migrates, then loads the demo rows: as the owner
        env: { ...process.env, ...common, DATABASE_URL: dbUrl(s, rolesOf[s.name].owner), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${s.name} seed failed (${code})`))));
    })),
  );
  log(`demo data loaded (${seeds.map((s) => s.name).join(', ')})`);

  // internal ports: each service's health server also serves /metrics; the gateway and the web
  // server get a metrics port each, right after the services' health ports
  const metricsPort = { gateway: P.health + SERVICES.length, web: P.health + SERVICES.length + 1 };
  SERVICES.forEach((s, i) => {
    run(s.name, process.execPath, [...nodeFlags, `dist/apps/${s.name}/main.js`], {
      ...common,
      ...busCredentials(s.bus),
      ...dbEnv(s),
      HEALTH_PORT: String(P.health + i),
    }, i, TIER.service);
  });
  await Promise.all(SERVICES.map(async (s, i) => {
    await waitFor(s.name, () => httpOk(`http://127.0.0.1:${P.health + i}/health`));
    supervisor.markReady(s.name);
  }));
  log('services ready');

  run('gateway', process.execPath, [...nodeFlags, 'dist/apps/gateway/main.js'], {
    ...common,
    ...busCredentials('gateway'),
    PORT: String(P.gateway),
    METRICS_PORT: String(metricsPort.gateway),
    // its health check's SELECT 1, as a role with no database of its own
    DATABASE_URL: `postgres://${GATEWAY_DB_ROLE}@127.0.0.1:${pgPort}/postgres`,
  }, 0, TIER.gateway);
  await waitFor('gateway', () => httpOk(`http://127.0.0.1:${P.gateway}/api/health`));
  supervisor.markReady('gateway');

  run('web', process.execPath, ['dist/apps/web-server/main.js'], {
    ...common,
    SHELL_PORT: String(P.shell),
    STOREFRONT_PORT: String(P.storefront),
    ADMIN_PORT: String(P.admin),
    METRICS_PORT: String(metricsPort.web),
    STOREFRONT_URL: `http://localhost:${P.storefront}`,
    ADMIN_URL: `http://localhost:${P.admin}`,
    GATEWAY_URL: `http://127.0.0.1:${P.gateway}`,
    // the e2e tests check what the first screen draws, not how fast: on a machine busy with two
    // browsers they must not lose it to the 250 ms the HTML waits for it (apps/web-server/src/web-first-paint.ts)
    ...(profile === 'e2e' ? { FIRST_PAINT_WAIT_MS: '5000' } : {}),
  }, 1, TIER.web);
  await waitFor('web', () => httpOk(`http://127.0.0.1:${P.shell}/`));
  supervisor.markReady('web');

  // orders go through the running product (the saga, the events), so they come after it is up;
  // development only: the e2e and bench profiles start from the demo accounts as they are
  if (profile === 'dev') {
    await seedDemoOrders(`http://127.0.0.1:${P.gateway}/api/v1`, log).catch((err) => log(`demo orders not placed: ${err.message}`));
  }

  log('');
  log(`ResellPK is running: ${shellOrigin}`);
  log(`  API:      http://localhost:${P.gateway}/api/v1   (OpenAPI: http://localhost:${P.gateway}/api/docs)`);
  log(`  Metrics:  http://localhost:<port>/metrics on ${P.health}-${P.health + SERVICES.length - 1} (services), ${metricsPort.gateway} (gateway), ${metricsPort.web} (web)`);
  if (process.env.TRACES_EXPORTER === 'file') log(`  Traces:   ${path.relative(root, tracesFile)} (node tools/trace-view.js ${path.relative(root, tracesFile)} [traceId])`);
  log(`  Mail:     development emails are written to ${path.relative(root, mailDir)}/`);
  log('  Demo logins (password Demo@12345):');
  log('    admin@demo.pk    admin');
  log('    helper@demo.pk   top-up helper');
  log('    free@demo.pk     reseller, free plan');
  log('    premium@demo.pk  reseller, premium plan');
  log('Press Ctrl-C to stop.');
}

main().catch((err) => {
  log(`failed: ${err.message}`);
  shutdown(1);
});
