import { api } from './index';

/** The browser's request id reaches the gateway (issue 36): one new id per request, retries included. */
describe('api client request id', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends a fresh x-correlation-id the gateway accepts on every request', async () => {
    const fetchMock = jest.fn().mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    global.fetch = fetchMock;
    await api.get('/products');
    await api.post('/cart', { items: [] });
    const ids = fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['x-correlation-id']);
    expect(ids).toHaveLength(2);
    // the gateway keeps a caller's id only when it is short and printable (libs/backend/logging)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
