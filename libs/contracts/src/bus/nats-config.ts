import { BUS_APPS, busPermissions, passwordVariableOf } from './permissions';

const list = (items: string[]) => `[${items.map((i) => JSON.stringify(i)).join(', ')}]`;

/**
 * The nats-server `authorization` block: one user per app with the permissions of
 * `busPermissions`, its password read from the environment (`$NATS_PASSWORD_<APP>`), and no
 * anonymous access. With `superuser`, one more user that may do anything (test harnesses only).
 */
export function renderNatsAuthConfig(opts: { superuser?: { user: string; password: string } } = {}): string {
  const users = BUS_APPS.map((app) => {
    const p = busPermissions(app);
    const responses = p.allowResponses ? ', allow_responses: true' : '';
    return [
      `    {`,
      `      user: ${JSON.stringify(app)}`,
      `      password: $${passwordVariableOf(app)}`,
      `      permissions: {`,
      `        publish: { allow: ${list(p.publish)} }`,
      `        subscribe: { allow: ${list(p.subscribe)} }${responses}`,
      `      }`,
      `    }`,
    ].join('\n');
  });
  if (opts.superuser) {
    users.push(`    { user: ${JSON.stringify(opts.superuser.user)}, password: ${JSON.stringify(opts.superuser.password)} }`);
  }
  return [
    '# Generated from the bus registry (@resellpk/contracts) by `npm run bus:nats-config`: do not edit.',
    '# Each app connects as its own user and may publish and subscribe to exactly the subjects it',
    '# calls, serves, emits and consumes. Passwords come from the environment ($NATS_PASSWORD_<APP>).',
    'authorization {',
    '  users = [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/**
 * nats-server 2.10 and later take `jetstream { sync_interval: always }`: every write is fsynced
 * before it is acknowledged. Without it a file stream is fsynced only every couple of minutes and
 * a power cut loses acknowledged events (docs/durability.md). 2.9 (Debian 12's package, the local
 * stacks and tests) refuses the field, so the callers ask first. `version`: `nats-server --version`.
 */
export function natsSupportsSyncAlways(version: string): boolean {
  const m = /v?(\d+)\.(\d+)/.exec(version);
  if (!m) return false;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return major > 2 || (major === 2 && minor >= 10);
}

/** The JetStream block of a server config: file storage under `storeDir`, fsync on every write. */
export function renderJetStreamConfig(storeDir: string): string {
  return ['jetstream {', `  store_dir: ${JSON.stringify(storeDir)}`, '  sync_interval: always', '}', ''].join('\n');
}
