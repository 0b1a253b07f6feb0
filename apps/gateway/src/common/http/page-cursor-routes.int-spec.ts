import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { CatalogSubjects, ChatSubjects, CoinsSubjects, OrdersSubjects, WalletPaymentsSubjects } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { gatewayWithStub } from '../../testing/gateway-with-stub';

/** Every keyset-paged list of the API, with the subject it asks. */
const LISTS = [
  ['/api/v1/products', CatalogSubjects.listProducts],
  ['/api/v1/orders', OrdersSubjects.list],
  ['/api/v1/coins/transactions', CoinsSubjects.listTransactions],
  ['/api/v1/wallet/transactions', WalletPaymentsSubjects.listTransactions],
  ['/api/v1/notifications', ChatSubjects.listNotifications],
] as const;

const REFUSED = { code: 'VALIDATION' as const, message: MSG.invalidCursor, field: 'cursor' };

/** A bad cursor gets one answer on every list: 400, the same message, on `cursor`. */
describe('gateway: a bad page cursor', () => {
  const t = gatewayWithStub(LISTS.map(([, subject]) => subject));
  const auth = () => `Bearer ${t.gw.token('reseller', { userId: randomUUID() })}`;

  it.each(LISTS)('%s refuses an over-long cursor itself, asking the service nothing', async (path) => {
    const res = await request(t.gw.url).get(`${path}?cursor=${'A'.repeat(513)}`).set('Authorization', auth()).expect(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(t.stub.received).toEqual([]);
  });

  it.each(LISTS)("%s answers the service's refusal as the same 400", async (path, subject) => {
    t.stub.handlers[subject] = () => ({ ok: false, error: REFUSED });
    const res = await request(t.gw.url).get(`${path}?cursor=forged`).set('Authorization', auth()).expect(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(t.stub.calls(subject).map((r) => (r.data as { cursor?: string }).cursor)).toEqual(['forged']);
  });
});
