import { connectBusCaller, startFakeService, type BusCaller, type FakeService } from '@resellpk/backend-service-testing';
import { uniqueId } from '@resellpk/backend-testing';
import { IdentitySubjects, type LinkedAccounts, type UpgradeRequestView } from '@resellpk/contracts';
import { MSG, PREMIUM_PRICE_PAISA } from '@resellpk/domain';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';
import { walletStandIn } from '../testing/wallet-stand-in';
import { UPGRADE_MSG } from './plan-upgrade-messages';

/**
 * Issue 33, finding 1: nobody decides on their own request (plan upgrades: an admin who asked for
 * premium as a reseller), and a decision between linked accounts (same phone or mailbox) is flagged
 * in the audit log. identity also answers the linked-accounts check for wallet-payments.
 */
describe('plan upgrade decisions by their own requester, and linked accounts', () => {
  let h: IdentityHarness;
  let wallet: BusCaller;
  // the wallet that pays an approved Premium
  const ledger = walletStandIn();
  let walletService: FakeService;
  beforeAll(async () => {
    h = await startIdentityHarness();
    wallet = await connectBusCaller(h.nats, 'wallet-payments');
    walletService = await startFakeService(h.nats, 'wallet-payments', ledger.handlers as never);
  }, 60_000);
  afterAll(async () => {
    await walletService?.close();
    await wallet?.close();
    await h?.close();
  });

  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => h.service.dataSource.query(sql, params) as Promise<T[]>;
  /** a new user with their own phone number unless told otherwise (the harness gives everyone the same one) */
  const person = async (o: { email?: string; whatsappNumber?: string } = {}) => {
    const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    const id = (await h.signup({ whatsappNumber: `0345-${n}`, ...o })).user.id;
    ledger.balances.set(id, PREMIUM_PRICE_PAISA);
    return id;
  };
  const auditOf = (requestId: string) => q<{ actor_id: string; action: string; details: Record<string, unknown> }>(`SELECT actor_id, action, details FROM audit_log WHERE details->>'requestId' = $1`, [requestId]);

  it('an admin who asked for premium as a reseller can neither approve nor reject it: 403, plan and request unchanged', async () => {
    const me = await person();
    const created = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, { userId: me, role: 'reseller' });
    await h.makeRole(me, 'admin');
    const asAdmin = { userId: me, role: 'admin' as const };

    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, asAdmin)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    expect(await h.callError(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, asAdmin)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    expect(await q(`SELECT status, decided_by FROM plan_upgrade_requests WHERE id = $1`, [created.id])).toEqual([{ status: 'pending', decided_by: null }]);
    expect(await q(`SELECT plan, plan_expires_at FROM users WHERE id = $1`, [me])).toEqual([{ plan: 'free', plan_expires_at: null }]);
    expect(await auditOf(created.id)).toEqual([]);
    expect(await q(`SELECT id FROM outbox WHERE subject = 'identity.plan.upgraded.v1' AND envelope->'data'->>'userId' = $1`, [me])).toEqual([]);

    // another admin decides it: staff do not buy plans (PRODUCT.md), so approving is refused before
    // anything is charged, and rejecting works as usual
    const other = await person();
    await h.makeRole(other, 'admin');
    const asOther = { userId: other, role: 'admin' as const };
    expect(await h.callError(IdentitySubjects.approveUpgradeRequest, { id: created.id }, asOther)).toEqual({ code: 'CONFLICT', message: UPGRADE_MSG.noLongerReseller });
    expect(ledger.debitsOf(me)).toHaveLength(0);
    expect(await h.call<UpgradeRequestView>(IdentitySubjects.rejectUpgradeRequest, { id: created.id }, asOther)).toMatchObject({ status: 'rejected' });
  });

  it('flags a decision where admin and reseller share a phone number or a mailbox; unrelated ones say so', async () => {
    const admin = await person({ email: `Ayesha.Admin.${uniqueId()}@gmail.com`, whatsappNumber: '+92 333 7654321' });
    await h.makeRole(admin, 'admin');
    const asAdmin = { userId: admin, role: 'admin' as const };
    const [adminEmail] = await q<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [admin]);
    const samePhone = await person({ whatsappNumber: '0333-7654321' });
    const sameMailbox = await person({ email: adminEmail.email.replace('ayesha.admin', 'ayeshaadmin').replace('@', '+shop@') });
    const stranger = await person();

    const decide = async (userId: string, how: 'approve' | 'reject') => {
      const r = await h.call<UpgradeRequestView>(IdentitySubjects.createUpgradeRequest, { requestedPlan: 'premium' }, { userId, role: 'reseller' });
      await h.call(how === 'approve' ? IdentitySubjects.approveUpgradeRequest : IdentitySubjects.rejectUpgradeRequest, { id: r.id }, asAdmin);
      return (await auditOf(r.id))[0].details;
    };
    expect(await decide(samePhone, 'approve')).toMatchObject({ linkedAccounts: true, linkedBy: ['phone'] });
    expect(await decide(sameMailbox, 'reject')).toMatchObject({ linkedAccounts: true, linkedBy: ['email'] });
    expect(await decide(stranger, 'approve')).toMatchObject({ linkedAccounts: false });
  });

  it('answers wallet-payments whether two accounts are linked; the gateway may not ask', async () => {
    const staff = await person({ whatsappNumber: '0312-1112223' });
    const owner = await person({ whatsappNumber: '+923121112223' });
    const stranger = await person();
    expect(await wallet.call<LinkedAccounts>(IdentitySubjects.linkedAccounts, { staffId: staff, userId: owner })).toEqual({ linked: true, by: ['phone'] });
    expect(await wallet.call<LinkedAccounts>(IdentitySubjects.linkedAccounts, { staffId: staff, userId: staff })).toEqual({ linked: true, by: ['same_user', 'phone', 'email'] });
    expect(await wallet.call<LinkedAccounts>(IdentitySubjects.linkedAccounts, { staffId: staff, userId: stranger })).toEqual({ linked: false, by: [] });
    expect(await wallet.call<LinkedAccounts>(IdentitySubjects.linkedAccounts, { staffId: 'not-a-user', userId: stranger })).toEqual({ linked: false, by: [] });
    // NATS refuses the subject to every other app: the gateway cannot publish it
    expect(await h.callError(IdentitySubjects.linkedAccounts, { staffId: staff, userId: owner })).toMatchObject({ code: 'INTERNAL' });
  });
});
