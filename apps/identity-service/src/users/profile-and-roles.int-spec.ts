import { IdentitySubjects, type Profile } from '@resellpk/contracts';
import { MSG, PLANS } from '@resellpk/domain';
import { UPDATE_ME_ONE_FIELD } from '../profile/profile.service';
import { ProfileCache } from '../profile/profile-cache';
import { eventually, startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';

describe('identity: profile, user management and plans over NATS', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const asUser = (userId: string, role: 'admin' | 'topup_helper' | 'reseller' = 'reseller') => ({ userId, role });
  const updateMe = (userId: string, data: unknown) => h.call<Profile>(IdentitySubjects.updateMe, data, asUser(userId));
  const updateMeError = (userId: string, data: unknown) => h.callError(IdentitySubjects.updateMe, data, asUser(userId));

  async function newAdmin(): Promise<string> {
    const { user } = await h.signup();
    await h.makeRole(user.id, 'admin');
    return user.id;
  }

  describe('profile', () => {
    it('needs an authenticated caller and an existing row', async () => {
      await expect(h.callError(IdentitySubjects.getMe, {}, {})).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.authRequired });
      await expect(h.callError(IdentitySubjects.getMe, {}, asUser('00000000-0000-4000-8000-000000000000'))).resolves.toEqual({
        code: 'NOT_FOUND',
        message: MSG.profileMissing,
      });
    });

    it('saves a business name once and then locks it', async () => {
      const { user } = await h.signup();
      await expect(updateMeError(user.id, { businessName: '   ' })).resolves.toEqual({ code: 'VALIDATION', message: MSG.businessNameEmpty, field: 'businessName' });
      await expect(updateMe(user.id, { businessName: '  Lahore Deals ' })).resolves.toMatchObject({ businessName: 'Lahore Deals' });
      await expect(updateMeError(user.id, { businessName: 'Other Name' })).resolves.toEqual({ code: 'VALIDATION', message: MSG.businessNameLocked, field: 'businessName' });
      await expect(h.call(IdentitySubjects.getMe, {}, asUser(user.id))).resolves.toMatchObject({ businessName: 'Lahore Deals' });
    });

    it('lets only one of two concurrent first saves of the business name win', async () => {
      const { user } = await h.signup();
      const results = await Promise.allSettled([updateMe(user.id, { businessName: 'First Shop' }), updateMe(user.id, { businessName: 'Second Shop' })]);
      const won = results.filter((r): r is PromiseFulfilledResult<Profile> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.error.message).toBe(MSG.businessNameLocked);
      await expect(h.call(IdentitySubjects.getMe, {}, asUser(user.id))).resolves.toMatchObject({ businessName: won[0].value.businessName });
    });

    it('applies the WhatsApp number rules and stores it normalised', async () => {
      const { user } = await h.signup();
      await expect(updateMeError(user.id, { phone: '0300-123' })).resolves.toEqual({ code: 'VALIDATION', message: MSG.phoneTooShort, field: 'phone' });
      await expect(updateMeError(user.id, { phone: '+92 300 1234567 8901' })).resolves.toMatchObject({ message: MSG.phoneTooLong });
      await expect(updateMeError(user.id, { phone: '0300-1234567ab' })).resolves.toMatchObject({ message: MSG.phoneInvalid });
      await expect(updateMe(user.id, { phone: '+92 321 7654321' })).resolves.toMatchObject({ phone: '+923217654321' });
    });

    it('takes exactly one field per update', async () => {
      const { user } = await h.signup();
      await expect(updateMeError(user.id, {})).resolves.toEqual({ code: 'VALIDATION', message: UPDATE_ME_ONE_FIELD });
      await expect(updateMeError(user.id, { businessName: 'Shop', phone: '03001234567' })).resolves.toEqual({ code: 'VALIDATION', message: UPDATE_ME_ONE_FIELD });
    });
  });

  describe('profile cache', () => {
    it('answers GET /me from the cache and still shows every change at once', async () => {
      const cache = h.service.app.get(ProfileCache);
      await cache.ready;
      const { user } = await h.signup();
      const me = () => h.call<Profile>(IdentitySubjects.getMe, {}, asUser(user.id));
      await expect(me()).resolves.toMatchObject({ role: 'reseller', phone: '03001234567' });
      // a late notification of an earlier test's write may keep the first load from being stored
      await eventually(async () => (await me()) && cache.has(user.id), 2000, 'the profile to be cached');

      // the caller's own edit: the very next read has it
      await updateMe(user.id, { phone: '0321-7654321' });
      await expect(me()).resolves.toMatchObject({ phone: '03217654321' });

      // a write this code never saw (plain SQL, as another instance or an operator would make it)
      await h.makeRole(user.id, 'admin');
      await eventually(async () => (await me()).role === 'admin', 2000, 'the role change to reach GET /me');
      await h.service.dataSource.query(`UPDATE users SET plan = 'premium' WHERE id = $1`, [user.id]);
      await eventually(async () => (await me()).plan === 'premium', 2000, 'the plan change to reach GET /me');
    });
  });

  describe('user management', () => {
    it('lists every profile newest first, for admins only', async () => {
      const adminId = await newAdmin();
      const { user: older } = await h.signup();
      const { user: newer } = await h.signup();
      const list = await h.call<Profile[]>(IdentitySubjects.listUsers, {}, asUser(adminId, 'admin'));
      const ids = list.map((p) => p.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const times = list.map((p) => Date.parse(p.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const forbidden = { code: 'FORBIDDEN', message: MSG.adminRequired };
      await expect(h.callError(IdentitySubjects.listUsers, {}, asUser(newer.id, 'reseller'))).resolves.toEqual(forbidden);
      await expect(h.callError(IdentitySubjects.listUsers, {}, asUser(adminId, 'topup_helper'))).resolves.toEqual(forbidden);
      // a token still saying admin is not enough once the stored role changed
      await expect(h.callError(IdentitySubjects.listUsers, {}, asUser(newer.id, 'admin'))).resolves.toEqual(forbidden);
    });

    it('applies the allowed role changes with an audit row and an event', async () => {
      const adminId = await newAdmin();
      const { user } = await h.signup();
      const change = (role: string) => h.call<Profile>(IdentitySubjects.changeRole, { userId: user.id, role }, asUser(adminId, 'admin'));
      const changeError = (role: string) => h.callError(IdentitySubjects.changeRole, { userId: user.id, role }, asUser(adminId, 'admin'));
      const notAllowed = { code: 'VALIDATION', message: MSG.roleChangeNotAllowed, field: 'role' };

      await expect(change('topup_helper')).resolves.toMatchObject({ id: user.id, role: 'topup_helper' });
      await expect(changeError('admin')).resolves.toEqual(notAllowed);
      await expect(change('reseller')).resolves.toMatchObject({ role: 'reseller' });
      await expect(change('admin')).resolves.toMatchObject({ role: 'admin' });
      await expect(changeError('reseller')).resolves.toEqual(notAllowed);
      await expect(changeError('superuser')).resolves.toEqual(notAllowed);

      const audit = await h.service.dataSource.query(
        `SELECT actor_id, action, details FROM audit_log WHERE target_user_id = $1 ORDER BY created_at`,
        [user.id],
      );
      expect(audit.map((a: { details: { toRole: string } }) => a.details.toRole)).toEqual(['topup_helper', 'reseller', 'admin']);
      expect(audit.every((a: { actor_id: string; action: string }) => a.actor_id === adminId && a.action === 'user.role_changed')).toBe(true);
      const events = await h.service.dataSource.query(`SELECT envelope FROM outbox WHERE subject = 'identity.user.role-changed.v1' AND envelope->'data'->>'userId' = $1 ORDER BY created_at, id`, [user.id]);
      expect(events).toHaveLength(3);
      expect(events[0].envelope.data).toMatchObject({ fromRole: 'reseller', toRole: 'topup_helper', changedBy: adminId });
    });

    it('refuses changing your own role, unknown users and non-admin callers', async () => {
      const adminId = await newAdmin();
      const { user } = await h.signup();
      await expect(h.callError(IdentitySubjects.changeRole, { userId: adminId, role: 'reseller' }, asUser(adminId, 'admin'))).resolves.toEqual({
        code: 'FORBIDDEN',
        message: MSG.ownRoleChange,
      });
      await expect(
        h.callError(IdentitySubjects.changeRole, { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' }, asUser(adminId, 'admin')),
      ).resolves.toEqual({ code: 'NOT_FOUND', message: MSG.userNotFound });
      await expect(h.callError(IdentitySubjects.changeRole, { userId: adminId, role: 'reseller' }, asUser(user.id, 'reseller'))).resolves.toEqual({
        code: 'FORBIDDEN',
        message: MSG.adminRequired,
      });
      const [{ count }] = await h.service.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE target_user_id = $1`, [adminId]);
      expect(count).toBe(0);
    });
  });

  it('serves the plan catalogue and its health', async () => {
    await expect(h.call(IdentitySubjects.listPlans, {})).resolves.toEqual(JSON.parse(JSON.stringify(PLANS)));
    await expect(h.call(IdentitySubjects.health, {})).resolves.toMatchObject({ status: 'ok', checks: { postgres: { ok: true }, nats: { ok: true } } });
  });
});
