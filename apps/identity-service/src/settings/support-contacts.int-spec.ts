import { IdentitySubjects, type SupportContacts } from '@resellpk/contracts';
import { MSG, SUPPORT_MSG } from '@resellpk/domain';
import { DEMO_SUPPORT_CONTACTS } from '../seed/demo-users';
import { seedDemoData } from '../seed/seed-demo-data';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';

describe('identity: the support contacts staff publish', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const input = { whatsapp: '0321 7654321', email: ' Help@ResellPK.pk ', hoursEn: 'Every day, 9 AM to 9 PM', hoursUr: 'روزانہ، صبح 9 سے رات 9 بجے تک' };
  const get = () => h.call<SupportContacts | null>(IdentitySubjects.getSupportContacts, {}, {});
  const audit = () => h.service.dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = 'settings.support_contacts_changed' ORDER BY created_at, id`);
  async function admin(): Promise<string> {
    const { user } = await h.signup();
    await h.makeRole(user.id, 'admin');
    return user.id;
  }

  it('has none until staff set them: nothing made up (production has no demo data)', async () => {
    await expect(get()).resolves.toBeNull();
  });

  it('lets an admin change them, normalised, and writes who, before and after to the audit log', async () => {
    const adminId = await admin();
    const saved = await h.call<SupportContacts>(IdentitySubjects.updateSupportContacts, input, { userId: adminId, role: 'admin' });
    expect(saved).toEqual({ whatsapp: '+923217654321', email: 'help@resellpk.pk', hoursEn: input.hoursEn, hoursUr: input.hoursUr, updatedAt: expect.any(String) });
    await expect(get()).resolves.toEqual(saved);

    const second = { ...input, whatsapp: '+92 300 2223334' };
    await h.call(IdentitySubjects.updateSupportContacts, second, { userId: adminId, role: 'admin' });
    const rows = await audit();
    expect(rows.slice(-2)).toEqual([
      { actor_id: adminId, details: expect.objectContaining({ before: null, after: expect.objectContaining({ whatsapp: '+923217654321' }) }) },
      { actor_id: adminId, details: expect.objectContaining({ before: expect.objectContaining({ whatsapp: '+923217654321' }), after: expect.objectContaining({ whatsapp: '+923002223334' }) }) },
    ]);
  });

  it('refuses resellers, helpers and visitors, and a number or email that is not one', async () => {
    const { user } = await h.signup();
    const before = await get();
    const rowsBefore = (await audit()).length;
    for (const ctx of [{ userId: user.id, role: 'reseller' as const }, { userId: user.id, role: 'topup_helper' as const }]) {
      await expect(h.callError(IdentitySubjects.updateSupportContacts, input, ctx)).resolves.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(h.callError(IdentitySubjects.updateSupportContacts, input, {})).resolves.toEqual({ code: 'UNAUTHORIZED', message: MSG.authRequired });

    const adminCtx = { userId: await admin(), role: 'admin' as const };
    const refused = (data: object) => h.callError(IdentitySubjects.updateSupportContacts, { ...input, ...data }, adminCtx);
    // a landline, a foreign mobile, too few digits
    for (const whatsapp of ['042-35761234', '+44 7400 123456', '0300-123']) {
      await expect(refused({ whatsapp })).resolves.toEqual({ code: 'VALIDATION', message: SUPPORT_MSG.whatsappInvalid, field: 'whatsapp' });
    }
    await expect(refused({ email: 'support@' })).resolves.toEqual({ code: 'VALIDATION', message: SUPPORT_MSG.emailInvalid, field: 'email' });
    await expect(refused({ hoursUr: '  ' })).resolves.toEqual({ code: 'VALIDATION', message: SUPPORT_MSG.hoursRequired, field: 'hoursUr' });
    await expect(get()).resolves.toEqual(before);
    expect(await audit()).toHaveLength(rowsBefore);
  });

  it('the demo data sets them only where none are set', async () => {
    const current = await get();
    await seedDemoData(h.service.dataSource);
    await expect(get()).resolves.toEqual(current);
    await h.service.dataSource.query(`DELETE FROM settings`);
    await seedDemoData(h.service.dataSource);
    await expect(get()).resolves.toMatchObject(DEMO_SUPPORT_CONTACTS);
  });
});
