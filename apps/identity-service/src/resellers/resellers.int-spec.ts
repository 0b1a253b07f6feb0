import { randomUUID } from 'node:crypto';
import { connectBusCaller, type BusCaller } from '@resellpk/backend-service-testing';
import { IdentitySubjects as S, type PricingPlan, type ResellerPage, type UserContact } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { RESELLERS_MSG } from './resellers.service';

describe('identity: pricingPlanOf (for orders) and listResellers (for admins)', () => {
  let h: IdentityHarness;
  let orders: BusCaller;
  beforeAll(async () => {
    h = await startIdentityHarness();
    orders = await connectBusCaller(h.nats, 'orders');
  });
  afterAll(async () => {
    await orders?.close();
    await h?.close();
  });

  const setPlan = (userId: string, plan: string, expiresAt: Date | null) =>
    h.service.dataSource.query(`UPDATE users SET plan = $2, plan_expires_at = $3 WHERE id = $1`, [userId, plan, expiresAt]);
  const planOf = (userId: string) => orders.call<PricingPlan>(S.pricingPlanOf, { userId });
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

  describe('pricingPlanOf', () => {
    it('answers the plan in force now: a running paid plan gives premium access, an ended one does not', async () => {
      const { user } = await h.signup();
      expect(await planOf(user.id)).toEqual({ userId: user.id, plan: 'free', premiumAccess: false, allowanceLeftPaisa: null });

      await setPlan(user.id, 'premium', hours(24));
      expect(await planOf(user.id)).toEqual({ userId: user.id, plan: 'premium', premiumAccess: true, allowanceLeftPaisa: null });

      // ended an hour ago, before the expiry job wrote it back to free: no wholesale prices any more
      await setPlan(user.id, 'premium', hours(-1));
      expect(await planOf(user.id)).toEqual({ userId: user.id, plan: 'free', premiumAccess: false, allowanceLeftPaisa: null });

      // partner plans and legacy codes give premium access while they run
      for (const plan of ['starter', 'pro', 'elite', 'vip', 'basic'] as const) {
        await setPlan(user.id, plan, hours(1));
        expect(await planOf(user.id)).toEqual({ userId: user.id, plan, premiumAccess: true, allowanceLeftPaisa: null });
      }
      await setPlan(user.id, 'elite', null);
      expect(await planOf(user.id)).toEqual({ userId: user.id, plan: 'elite', premiumAccess: true, allowanceLeftPaisa: null });
    });

    it('refuses a malformed id and answers NOT_FOUND for an unknown user', async () => {
      expect(await orders.callError(S.pricingPlanOf, { userId: 'me' })).toEqual({ code: 'VALIDATION', message: RESELLERS_MSG.badUserId, field: 'userId' });
      expect(await orders.callError(S.pricingPlanOf, {})).toMatchObject({ code: 'VALIDATION', field: 'userId' });
      expect(await orders.callError(S.pricingPlanOf, { userId: randomUUID() })).toEqual({ code: 'NOT_FOUND', message: MSG.userNotFound });
    });

    it('only orders may ask: the gateway is refused', async () => {
      const { user } = await h.signup();
      expect((await h.callError(S.pricingPlanOf, { userId: user.id }, { userId: user.id, role: 'admin' })).code).toBe('INTERNAL');
    });
  });

  describe('listResellers', () => {
    const tag = `Qz${randomUUID().slice(0, 6)}`;
    let adminId: string;
    /** the tagged resellers, newest first */
    const made: Array<{ id: string; name: string; email: string }> = [];
    const asAdmin = () => ({ userId: adminId, role: 'admin' as const });
    const list = (query: object) => h.call<ResellerPage>(S.listResellers, query, asAdmin());

    beforeAll(async () => {
      const admin = await h.signup({ name: `Admin ${tag}` });
      await h.makeRole(admin.user.id, 'admin');
      adminId = admin.user.id;
      const phones = ['0300-1112223', '+92 321 4445556', '0333-7778889', '0345-0001112', '0301-2223334'];
      for (let i = 0; i < phones.length; i++) {
        const name = `${tag} Reseller ${i}`;
        const email = `${tag.toLowerCase()}-${i}@shops.pk`;
        const { user } = await h.signup({ name, email, whatsappNumber: phones[i] });
        // distinct, known creation times: reseller 4 is the newest
        await h.service.dataSource.query(`UPDATE users SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [user.id, 100 - i]);
        made.unshift({ id: user.id, name, email });
      }
    });

    it('lists resellers only, newest first, searched by name case-insensitively, paged with the total', async () => {
      const all = await list({ search: tag.toUpperCase() });
      expect(all.items.map((p) => p.id)).toEqual(made.map((m) => m.id));
      expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      expect(all.items.every((p) => p.role === 'reseller')).toBe(true);
      expect(all.items.map((p) => p.id)).not.toContain(adminId);

      const second = await list({ search: tag, page: 2, pageSize: 2 });
      expect(second.items.map((p) => p.id)).toEqual(made.slice(2, 4).map((m) => m.id));
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      const past = await list({ search: tag, page: 4, pageSize: 2 });
      expect(past).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });

      // no search: every reseller, the admin left out
      const everyone = await list({});
      expect(everyone.total).toBe(everyone.items.length);
      expect(everyone.items.map((p) => p.id)).not.toContain(adminId);
      expect(everyone.items.map((p) => p.id)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    });

    it('searches by email and by phone in either form', async () => {
      expect((await list({ search: `${tag.toUpperCase()}-3@SHOPS` })).items.map((p) => p.id)).toEqual([made[1].id]);
      // stored as typed at signup; found by the local or the international form
      expect((await list({ search: '+92 300 111' })).items.map((p) => p.id)).toEqual([made[4].id]);
      expect((await list({ search: '0321-4445' })).items.map((p) => p.id)).toEqual([made[3].id]);
      expect((await list({ search: '7778889' })).items.map((p) => p.id)).toEqual([made[2].id]);
    });

    it('treats % and _ as themselves', async () => {
      expect(await list({ search: '%' })).toMatchObject({ items: [], total: 0 });
      expect(await list({ search: `${tag}_Reseller` })).toMatchObject({ items: [], total: 0 });
    });

    it('refuses bad paging and search with VALIDATION', async () => {
      const cases: Array<[object, string, string]> = [
        [{ page: 0 }, 'page', RESELLERS_MSG.badPage],
        [{ page: 1.5 }, 'page', RESELLERS_MSG.badPage],
        [{ page: '2' }, 'page', RESELLERS_MSG.badPage],
        [{ pageSize: 0 }, 'pageSize', RESELLERS_MSG.badPageSize],
        [{ pageSize: 101 }, 'pageSize', RESELLERS_MSG.badPageSize],
        [{ search: 'x'.repeat(101) }, 'search', RESELLERS_MSG.badSearch],
        [{ search: 42 }, 'search', RESELLERS_MSG.badSearch],
      ];
      for (const [query, field, message] of cases) {
        expect(await h.callError(S.listResellers, query, asAdmin())).toEqual({ code: 'VALIDATION', message, field });
      }
    });

    it('is for admins only', async () => {
      const { user } = await h.signup();
      expect(await h.callError(S.listResellers, {}, { userId: user.id, role: 'reseller' })).toEqual({ code: 'FORBIDDEN', message: MSG.adminRequired });
      expect(await h.callError(S.listResellers, {}, { userId: user.id, role: 'topup_helper' })).toEqual({ code: 'FORBIDDEN', message: MSG.adminRequired });
      expect((await h.callError(S.listResellers, {}, {})).code).toBe('UNAUTHORIZED');
      // a token that still says admin after a demotion: the stored role decides
      const demoted = await h.signup();
      expect((await h.callError(S.listResellers, {}, { userId: demoted.user.id, role: 'admin' })).code).toBe('FORBIDDEN');
      // other services cannot call it at all
      expect((await orders.callError(S.listResellers, {}, asAdmin())).code).toBe('INTERNAL');
    });

    it('contactsOf: names, emails and phones of the given ids in one call (unknown left out, repeats once); admins only; bad lists are 400', async () => {
      const [a, b] = made;
      const contacts = await h.call<UserContact[]>(S.contactsOf, { userIds: [a.id, b.id.toUpperCase(), a.id, randomUUID()] }, asAdmin());
      expect([...contacts].sort((x, y) => x.name.localeCompare(y.name))).toEqual(
        [a, b].map((r) => ({ id: r.id, name: r.name, email: r.email, phone: expect.any(String) })).sort((x, y) => x.name.localeCompare(y.name)),
      );
      for (const userIds of [[], ['nope'], Array.from({ length: 101 }, () => randomUUID()), 'x']) {
        expect(await h.callError(S.contactsOf, { userIds }, asAdmin())).toEqual({ code: 'VALIDATION', message: RESELLERS_MSG.badUserIds, field: 'userIds' });
      }
      expect(await h.callError(S.contactsOf, { userIds: [a.id] }, { userId: a.id, role: 'reseller' })).toEqual({ code: 'FORBIDDEN', message: MSG.adminRequired });
      expect((await orders.callError(S.contactsOf, { userIds: [a.id] }, asAdmin())).code).toBe('INTERNAL');
    });
  });
});
