import { randomUUID } from 'node:crypto';
import type { ServiceHarness } from '@resellpk/backend-service-testing';
import { CoinsSubjects } from '@resellpk/contracts';
import { startCoinsHarness } from '../testing/coins-harness';

describe('coins.countAccounts', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startCoinsHarness();
  });
  afterAll(() => h?.close());

  const admin = { userId: randomUUID(), role: 'admin' as const };

  it('counts the rows', async () => {
    expect(await h.call(CoinsSubjects.countAccounts, {}, admin)).toEqual({ total: 0 });
    await h.service.dataSource.query(`INSERT INTO discount_coins DEFAULT VALUES`);
    expect(await h.call(CoinsSubjects.countAccounts, {}, admin)).toEqual({ total: 1 });
  });

  it('is for admins only', async () => {
    expect((await h.callError(CoinsSubjects.countAccounts, {}, { userId: randomUUID(), role: 'reseller' })).code).toBe('FORBIDDEN');
    expect((await h.callError(CoinsSubjects.countAccounts, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
