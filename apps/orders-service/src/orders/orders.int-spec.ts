import { randomUUID } from 'node:crypto';
import type { ServiceHarness } from '@resellpk/backend-service-testing';
import { OrdersSubjects } from '@resellpk/contracts';
import { startOrdersHarness } from '../testing/orders-harness';

describe('orders.countByStatus', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startOrdersHarness();
  });
  afterAll(() => h?.close());

  const admin = { userId: randomUUID(), role: 'admin' as const };
  const insert = (status?: string) =>
    h.service.dataSource.query(
      `INSERT INTO orders (reseller_id, total_wholesale_price, total_amount, customer_name, customer_phone, customer_address, customer_city${status ? ', status' : ''})
       VALUES ($1, 100000, 120000, 'Ali', '03001234567', 'House 1', 'Lahore'${status ? ', $2' : ''})`,
      status ? [randomUUID(), status] : [randomUUID()],
    );

  it('counts every status, 0 when none, processing by default', async () => {
    expect(await h.call(OrdersSubjects.countByStatus, {}, admin)).toEqual({ processing: 0, shipped: 0, delivered: 0, cancelled: 0, returned: 0 });
    await insert();
    await insert();
    await insert('shipped');
    expect(await h.call(OrdersSubjects.countByStatus, {}, admin)).toEqual({ processing: 2, shipped: 1, delivered: 0, cancelled: 0, returned: 0 });
  });

  it('refuses a status outside ORDER_STATUSES', async () => {
    await expect(insert('lost')).rejects.toThrow(/orders_status_check/);
  });

  it('is for admins only', async () => {
    expect((await h.callError(OrdersSubjects.countByStatus, {}, { userId: randomUUID(), role: 'reseller' })).code).toBe('FORBIDDEN');
    expect((await h.callError(OrdersSubjects.countByStatus, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
