#!/usr/bin/env node
/**
 * `npm run images:test` (after `npm run images`, which infra/docker/images-test.sh runs first):
 * starts docker-compose.yml from the built images with podman-compose, runs the smoke journey
 * through the web container (images-smoke.js), and stops and removes everything, volumes included.
 * Fails when an image cannot start: every app must answer its health check within its time, and
 * the one-shot db-provision must exit 0 (docs/images.md).
 *
 * The compose file is docker-compose.yml with what this machine needs, and nothing else changed:
 *   - postgres, redis and nats from the local stand-ins (no Docker Hub here: infra/docker/local);
 *   - the apps from the images just built (IMAGE_PREFIX/IMAGE_TAG, as in the file);
 *   - the apps' health checks are their images' own HEALTHCHECK (podman-compose 1.0.3 mangles a
 *     compose `CMD` list check); the same endpoints;
 *   - no ports published on the host (a developer's stack may hold 3000 and 4200-4202): the smoke
 *     reaches the web container at its fixed address on the compose network, as the gateway's
 *     TRUST_PROXY expects it. podman-compose 1.0.3 ignores ipam and ipv4_address, so the network
 *     is made here with the file's subnet and the web container started with `--ip` (its address
 *     is at the top of the subnet, out of reach of the others, which are given addresses from the bottom up).
 * podman-compose 1.0.3 also ignores depends_on conditions: the stack is started in the order
 * they state, each step waiting for the health of what the next needs (podman runs a container's
 * health check on demand: `podman healthcheck run`; no systemd timers here).
 * Secrets are made for this run only and live in this process's environment.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const { generateKeyPairSync, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('yaml');
const { smokeJourney } = require('./images-smoke');

const root = path.resolve(__dirname, '../..');
const PROJECT = process.env.IMAGES_PROJECT || 'resellpk-images';
const PREFIX = process.env.IMAGE_PREFIX || 'localhost/resellpk';
const TAG = process.env.IMAGE_TAG || 'latest';
const WORK = process.env.IMAGES_WORK || '/tmp/resellpk-images';
const LOCAL = { postgres: 'localhost/resellpk-local/postgres:latest', redis: 'localhost/resellpk-local/redis:latest', nats: 'localhost/resellpk-local/nats:latest' };
const HEALTH_WAIT_MS = Number(process.env.IMAGES_HEALTH_WAIT_MS || 180_000);
// every podman call is bounded: a stuck one fails this run with its name instead of eating CI's time
const COMMAND_MS = Number(process.env.IMAGES_COMMAND_MS || 300_000);
const bounded = (opts = {}) => ({ encoding: 'utf8', timeout: COMMAND_MS, killSignal: 'SIGKILL', ...opts });
const timedOut = (res) => res.error?.code === 'ETIMEDOUT';
const started = Date.now();
const log = (line) => console.log(`[images:test ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}`);

const secret = () => randomBytes(24).toString('hex');
const busPassword = () => `p${randomBytes(16).toString('hex')}`;

/** Every variable docker-compose.yml requires (its header), fresh for this run. */
function runEnv(compose) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
  const env = {
    POSTGRES_PASSWORD: secret(),
    REDIS_PASSWORD: secret(),
    JWT_PRIVATE_KEY: oneLine(keys.privateKey.export({ type: 'pkcs8', format: 'pem' })),
    JWT_PUBLIC_KEY: oneLine(keys.publicKey.export({ type: 'spki', format: 'pem' })),
    // nothing is mailed in the journey (password reset is not in it)
    SMTP_URL: 'smtp://smoke:smoke@127.0.0.1:2525',
    FIELD_ENCRYPTION_KEYS: `k1=${randomBytes(32).toString('base64')}`,
  };
  for (const name of new Set(compose.match(/\$\{(NATS_PASSWORD_[A-Z_]+|DB_(?:OWNER_)?PASSWORD_[A-Z_]+)/g).map((m) => m.slice(2)))) {
    env[name] = name.startsWith('NATS_') ? busPassword() : secret();
  }
  return env;
}

/** docker-compose.yml as this machine runs it (see the header). */
function localCompose(text) {
  const compose = parse(text, { merge: true });
  for (const [name, service] of Object.entries(compose.services)) {
    if (LOCAL[name]) service.image = LOCAL[name];
    delete service.ports;
    // bind mounts relative to the repository
    service.volumes = service.volumes?.map((v) => (v.startsWith('./') ? path.join(root, v) : v));
    if (service.networks?.default?.ipv4_address) service.networks = ['default'];
    // podman-compose 1.0.3 hands a `CMD` list health check to podman mangled (`/bin/sh: Syntax
    // error: "(" unexpected`): our apps' containers keep their image's HEALTHCHECK, the same endpoint
    if (String(service.image).includes('${IMAGE_PREFIX') && service.healthcheck) delete service.healthcheck;
  }
  compose.networks = { default: { name: `${PROJECT}_default` } };
  return compose;
}

function podman(args, opts = {}) {
  return execFileSync('podman', args, bounded({ stdio: ['ignore', 'pipe', 'pipe'], ...opts })).trim();
}

function composeCmd(file, args, extra = []) {
  const res = spawnSync('podman-compose', ['-p', PROJECT, '-f', file, ...extra, ...args], bounded({ env: process.env }));
  if (timedOut(res)) throw new Error(`podman-compose ${args.join(' ')} did not finish within ${COMMAND_MS / 1000} s:\n${res.stdout}\n${res.stderr}`);
  if (res.status !== 0) throw new Error(`podman-compose ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
}

const container = (service) => `${PROJECT}_${service}_1`;

function containerLogs(service) {
  const res = spawnSync('podman', ['logs', '--tail', '60', container(service)], bounded({ timeout: 30_000 }));
  return `${res.stdout}${res.stderr}`;
}

async function waitHealthy(services) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  const pending = new Set(services);
  while (pending.size) {
    for (const service of [...pending]) {
      const inspected = spawnSync('podman', ['inspect', '--format', '{{.State.Status}} {{.RestartCount}}', container(service)], bounded({ timeout: 60_000 }));
      // podman-compose goes on when `podman run` fails (a missing image): no container, no waiting
      if (inspected.status !== 0) throw new Error(`${service}: no container ${container(service)} (${inspected.stderr.trim()})`);
      const [state, restarts] = inspected.stdout.trim().split(' ');
      const check = spawnSync('podman', ['healthcheck', 'run', container(service)], bounded({ timeout: 60_000 }));
      if (check.status === 0) {
        pending.delete(service);
        log(`${service} is healthy`);
      } else if (Date.now() > deadline) {
        throw new Error(`${service} did not become healthy within ${HEALTH_WAIT_MS / 1000} s (${state}, restarted ${restarts} times); its log:\n${containerLogs(service)}`);
      }
    }
    if (pending.size) await new Promise((r) => setTimeout(r, 2000));
  }
}

function cleanUp(file) {
  log('stopping and removing the stack (containers, volumes, network)');
  const down = spawnSync('podman-compose', ['-p', PROJECT, '-f', file, 'down', '-v', '-t', '20'], bounded({ env: process.env }));
  if (timedOut(down)) log(`podman-compose down did not finish within ${COMMAND_MS / 1000} s`);
  spawnSync('podman', ['network', 'rm', '-f', `${PROJECT}_default`], bounded({ timeout: 60_000 }));
}

async function main() {
  const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  // the names docker-compose.yml gives the images (podman-compose interpolates them)
  Object.assign(process.env, runEnv(text), { IMAGE_PREFIX: PREFIX, IMAGE_TAG: TAG });
  const compose = localCompose(text);
  const subnet = parse(text).networks.default.ipam.config[0].subnet;
  const webAddress = parse(text).services.web.networks.default.ipv4_address;
  fs.mkdirSync(WORK, { recursive: true });
  const file = path.join(WORK, 'compose.yml');
  // JSON is YAML too, and keeps "no" (restart) a string for podman-compose's YAML 1.1 parser
  fs.writeFileSync(file, JSON.stringify(compose, null, 2));

  cleanUp(file); // what an interrupted run left
  podman(['network', 'create', '--subnet', subnet, `${PROJECT}_default`]);
  try {
    const tiers = [
      ['postgres', 'redis', 'nats'],
      ['db-provision'],
      Object.keys(compose.services).filter((s) => s.endsWith('-service')),
      ['gateway'],
      ['web'],
    ];
    for (const tier of tiers) {
      log(`starting ${tier.join(', ')}`);
      const extra = tier[0] === 'web' ? [`--podman-run-args=--ip=${webAddress}`] : [];
      composeCmd(file, ['up', '-d', '--no-deps', ...tier], extra);
      if (tier[0] === 'db-provision') {
        const waited = spawnSync('podman', ['wait', container('db-provision')], bounded());
        if (timedOut(waited)) throw new Error(`db-provision did not exit within ${COMMAND_MS / 1000} s:\n${containerLogs('db-provision')}`);
        if (waited.status !== 0) throw new Error(`db-provision: no container ${container('db-provision')} (${waited.stderr.trim()})`);
        const code = waited.stdout.trim();
        if (code !== '0') throw new Error(`db-provision exited with ${code}:\n${containerLogs('db-provision')}`);
        log('db-provision made the databases and roles');
      } else {
        await waitHealthy(tier);
      }
    }

    const admin = { email: 'first-admin@images.test', password: `Rpk#${randomBytes(12).toString('base64url')}9a` };
    const made = spawnSync(
      'podman',
      ['exec', '-e', `ADMIN_PASSWORD=${admin.password}`, container('identity-service'), 'node', 'dist/apps/identity-service/create-admin.js', '--email', admin.email, '--name', 'Images Admin'],
      bounded({ timeout: 120_000 }),
    );
    if (made.status !== 0) throw new Error(`create-admin in the identity image failed:\n${made.stdout}${made.stderr}`);
    log(`create-admin (identity image): ${made.stdout.trim().split('\n').pop()}`);

    await smokeJourney({ origin: `http://${webAddress}:4200`, admin, log });
    log('smoke journey passed');
  } finally {
    if (process.env.IMAGES_KEEP !== '1') cleanUp(file);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// the smoke journey is asynchronous (fetch, a socket): a server that never answers ends the run here
const JOURNEY_BUDGET_MS = Number(process.env.IMAGES_TEST_BUDGET_MS || 20 * 60_000);
setTimeout(() => {
  console.error(`[images:test] FAILED: not done within ${JOURNEY_BUDGET_MS / 60_000} min (the last step logged above is the one that hung)`);
  process.exit(1);
}, JOURNEY_BUDGET_MS).unref();

main().catch((err) => {
  console.error(`[images:test] FAILED: ${err.message}`);
  process.exit(1);
});
