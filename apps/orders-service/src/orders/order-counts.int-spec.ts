import { randomUUID } from 'node:crypto';
import { createServiceApp, ServiceFailure, type RunningService } from '@resellpk/backend-messaging';
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { OrdersSubjects, type OrderCounts, type RequestContext } from '@resellpk/contracts';
import { ordersService } from '../service';

describe('orders.countByStatus', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;
  let svc: RunningService;
  const staff: RequestContext = { correlationId: 't', userId: randomUUID(), role: 'admin' };

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createTestDatabase('orders_counts')]);
    svc = await createServiceApp(ordersService, { natsUrl: nats.url, databaseUrl: db.url, healthPort: 0, natsUser: 'orders', natsPassword: nats.credentials('orders').password });
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await db?.drop();
    await nats?.dispose();
  });

  const insert = (status?: string) =>
    svc.dataSource.query(
      `INSERT INTO orders (reseller_id, total_wholesale_price, total_amount, customer_name, customer_phone, customer_address, customer_city${status ? ', status' : ''})
       VALUES ($1, 100000, 120000, 'Ali', '03001234567', 'House 1', 'Lahore'${status ? ', $2' : ''})`,
      status ? [randomUUID(), status] : [randomUUID()],
    );

  it('counts every status, 0 when none, processing by default', async () => {
    expect(await svc.rpc.request<OrderCounts>(OrdersSubjects.countByStatus, staff, {})).toEqual({
      processing: 0, shipped: 0, delivered: 0, cancelled: 0, returned: 0,
    });
    await insert();
    await insert();
    await insert('shipped');
    expect(await svc.rpc.request<OrderCounts>(OrdersSubjects.countByStatus, staff, {})).toEqual({
      processing: 2, shipped: 1, delivered: 0, cancelled: 0, returned: 0,
    });
  });

  it('refuses a status outside ORDER_STATUSES', async () => {
    await expect(insert('lost')).rejects.toThrow(/orders_status_check/);
  });

  it('is for staff only', async () => {
    const err = await svc.rpc
      .request(OrdersSubjects.countByStatus, { correlationId: 't', userId: randomUUID(), role: 'reseller' }, {})
      .catch((e: ServiceFailure) => e);
    expect(err).toBeInstanceOf(ServiceFailure);
    expect((err as ServiceFailure).error.code).toBe('FORBIDDEN');
  });
});
