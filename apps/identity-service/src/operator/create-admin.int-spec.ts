import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { uniqueId } from '@resellpk/backend-testing';
import { IdentitySubjects, type IssuedSession } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { eventually, startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { createAdmin } from './create-admin';

const ROOT = path.resolve(__dirname, '../../../..');
const STRONG = 'Lahore-Karachi-2026';

/** `npm run create-admin` as the operator runs it, against the harness's database as its serving role. */
function cli(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['-r', '@swc-node/register', 'apps/identity-service/src/create-admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('create-admin: the first admin of an environment', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const auditOf = (userId: string) =>
    h.service.dataSource.query(`SELECT actor_id, action, details FROM audit_log WHERE target_user_id = $1 ORDER BY created_at`, [userId]);
  const login = (email: string, password: string) => h.call<IssuedSession>(IdentitySubjects.login, { email, password });

  it('creates an admin from the command line who can sign in, audited as done by the operator', async () => {
    const email = `Owner-${uniqueId()}@ResellPK.pk`;
    const run = cli(['--email', email, '--name', 'Shop Owner'], { DATABASE_URL: h.db.appUrl, ADMIN_PASSWORD: STRONG });
    expect(run).toMatchObject({ status: 0, out: expect.stringContaining('Created the admin') });

    const session = await login(email.toLowerCase(), STRONG);
    expect(session.user).toMatchObject({ email: email.toLowerCase(), name: 'Shop Owner', role: 'admin' });
    expect(await auditOf(session.user.id)).toEqual([{ actor_id: null, action: 'user.admin_created', details: expect.objectContaining({ by: 'operator' }) }]);
    // the account is announced like any signup's (coins opens its wallet of coins)
    const [registered] = await h.service.dataSource.query(`SELECT envelope FROM outbox WHERE subject = 'identity.user.registered.v1' AND envelope->'data'->>'userId' = $1`, [session.user.id]);
    expect(registered.envelope.data).toMatchObject({ email: email.toLowerCase(), name: 'Shop Owner' });

    // the same email again is refused, whatever its case, and changes nothing
    const again = cli(['--email', email.toUpperCase(), '--name', 'Someone Else'], { DATABASE_URL: h.db.appUrl, ADMIN_PASSWORD: 'another-Strong-9' });
    expect(again).toMatchObject({ status: 1, out: expect.stringContaining('is already an admin') });
    await expect(login(email.toLowerCase(), STRONG)).resolves.toMatchObject({ user: { name: 'Shop Owner' } });
  }, 180_000);

  it('refuses a password the signup would refuse, and an invalid email', async () => {
    const email = `weak-${uniqueId()}@resellpk.pk`;
    await expect(createAdmin(h.service.dataSource, { email, name: 'Weak', password: 'short1' })).rejects.toThrow(MSG.passwordTooShort);
    await expect(createAdmin(h.service.dataSource, { email, name: 'Weak', password: 'password123' })).rejects.toThrow(MSG.passwordTooCommon);
    await expect(createAdmin(h.service.dataSource, { email: 'not-an-email', name: 'Weak', password: STRONG })).rejects.toThrow(MSG.invalidEmail);
    expect(await h.service.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('refuses an existing account without --promote, and with it makes it an admin the way the admin screen does', async () => {
    const { user } = await h.signup();
    await expect(createAdmin(h.service.dataSource, { email: user.email, name: 'X', password: STRONG })).rejects.toThrow(/--promote/);
    expect(await auditOf(user.id)).toEqual([]);

    // a promotion asks for no password: the account keeps its own
    const askPassword = jest.fn(async () => STRONG);
    await expect(createAdmin(h.service.dataSource, { email: user.email, promote: true, password: askPassword })).resolves.toEqual({
      outcome: 'promoted',
      userId: user.id,
      fromRole: 'reseller',
    });
    expect(askPassword).not.toHaveBeenCalled();
    await expect(h.call(IdentitySubjects.getMe, {}, { userId: user.id, role: 'admin' })).resolves.toMatchObject({ role: 'admin' });
    expect(await auditOf(user.id)).toEqual([
      { actor_id: null, action: 'user.role_changed', details: expect.objectContaining({ fromRole: 'reseller', toRole: 'admin', by: 'operator' }) },
    ]);
    // the event other services' known_roles projections apply, published by the service's relay
    const events = await eventually(async () => {
      const rows = await h.service.dataSource.query(
        `SELECT envelope, published_at FROM outbox WHERE subject = 'identity.user.role-changed.v1' AND envelope->'data'->>'userId' = $1`,
        [user.id],
      );
      return rows.length === 1 && rows[0].published_at ? rows : undefined;
    }, 10_000, 'the role change published');
    expect(events[0].envelope.data).toEqual({ userId: user.id, fromRole: 'reseller', toRole: 'admin', changedBy: 'system:create-admin' });

    // promoting an admin again changes nothing and announces nothing
    await expect(createAdmin(h.service.dataSource, { email: user.email, promote: true })).resolves.toEqual({ outcome: 'already-admin', userId: user.id });
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
