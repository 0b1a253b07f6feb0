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
