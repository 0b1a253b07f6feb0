import { randomUUID } from 'node:crypto';
import type { ServiceHarness } from '@resellpk/backend-service-testing';
import { WalletPaymentsSubjects } from '@resellpk/contracts';
import { startWalletPaymentsHarness } from '../testing/wallet-payments-harness';

describe('wallet-payments.countWallets', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startWalletPaymentsHarness();
  });
  afterAll(() => h?.close());

  const admin = { userId: randomUUID(), role: 'admin' as const };

  it('counts the rows', async () => {
    expect(await h.call(WalletPaymentsSubjects.countWallets, {}, admin)).toEqual({ total: 0 });
    await h.service.dataSource.query(`INSERT INTO wallets DEFAULT VALUES`);
    expect(await h.call(WalletPaymentsSubjects.countWallets, {}, admin)).toEqual({ total: 1 });
  });

  it('is for admins only', async () => {
    expect((await h.callError(WalletPaymentsSubjects.countWallets, {}, { userId: randomUUID(), role: 'reseller' })).code).toBe('FORBIDDEN');
    expect((await h.callError(WalletPaymentsSubjects.countWallets, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
