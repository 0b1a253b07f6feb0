import { IdentitySubjects, type IssuedSession, type Profile } from '@resellpk/contracts';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { DEMO_PASSWORD } from './demo-users';
import { seedDemoData } from './seed-demo-data';

describe('identity: demo data', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates the four demo logins once and restores them on every run', async () => {
    const first = await seedDemoData(h.service.dataSource);
    expect(first.created).toEqual(['admin@demo.pk', 'helper@demo.pk', 'free@demo.pk', 'premium@demo.pk']);

    await h.service.dataSource.query(`UPDATE users SET role = 'reseller' WHERE email = 'helper@demo.pk'`);
    const second = await seedDemoData(h.service.dataSource);
    expect(second).toEqual({ created: [], updated: first.created });

    const [{ count }] = await h.service.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox WHERE subject = 'identity.user.registered.v1' AND envelope->'data'->>'email' LIKE '%@demo.pk'`,
    );
    expect(count).toBe(4);

    const expected = {
      'admin@demo.pk': { role: 'admin', plan: 'free', name: 'Ayesha Admin' },
      'helper@demo.pk': { role: 'topup_helper', plan: 'free', name: 'Hamza Helper' },
      'free@demo.pk': { role: 'reseller', plan: 'free', name: 'Farhan Free', phone: '03001234567' },
      'premium@demo.pk': { role: 'reseller', plan: 'premium', name: 'Sana Premium', phone: '03121234567' },
    } as const;
    for (const [email, fields] of Object.entries(expected)) {
      const session = await h.call<IssuedSession>(IdentitySubjects.login, { email, password: DEMO_PASSWORD });
      const me = await h.call<Profile>(IdentitySubjects.getMe, {}, { userId: session.user.id, role: session.user.role });
      expect(me).toMatchObject({ email, ...fields });
    }
    const premium = await h.service.dataSource.query(`SELECT plan_expires_at FROM users WHERE email = 'premium@demo.pk'`);
    expect(new Date(premium[0].plan_expires_at).getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600_000);
  });
});
