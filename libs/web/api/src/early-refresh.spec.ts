import { authStore, refreshSession } from './index';
import { hasSessionHint, startEarlyRefresh, startEarlyRefreshOnce } from './early-refresh';

/**
 * The shell's first script sends the silent refresh; the session lib's first refreshSession() must
 * take that answer and send none of its own (a second refresh would re-use the rotated cookie and
 * revoke the session's whole family). Later refreshes send their own.
 */
describe('early refresh hand-off', () => {
  const user = { id: 'u1', email: 'u1@x.pk', name: 'U', role: 'reseller' as const, plan: 'free' as const };
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;

  // the page's cookies: a browser that has had a session carries the gateway's hint
  const page = { cookie: 'theme=dark; rpk_session=1' };
  beforeEach(() => {
    authStore.clear();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    page.cookie = 'theme=dark; rpk_session=1';
    Object.assign(globalThis, { document: page });
  });
  afterAll(() => {
    global.fetch = realFetch;
    delete (globalThis as { document?: unknown }).document;
  });

  const session = (token: string) => new Response(JSON.stringify({ accessToken: token, user }), { status: 200, headers: { 'content-type': 'application/json' } });

  it('the first refreshSession() adopts the early answer without a request of its own', async () => {
    fetchMock.mockResolvedValueOnce(session('early-token'));
    startEarlyRefresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/refresh');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });

    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'early-token' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.get().accessToken).toBe('early-token');

    // the answer is taken once: the next refresh (an expired access token) asks again
    fetchMock.mockResolvedValueOnce(session('next-token'));
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'next-token' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a visitor without a session (204) ends anonymous', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    startEarlyRefresh();
    await expect(refreshSession()).resolves.toBeNull();
    expect(authStore.get().accessToken).toBeNull();
  });

  it('a browser without the session hint sends no refresh: a visitor at once, the next refresh asks', async () => {
    page.cookie = 'theme=dark';
    startEarlyRefresh();
    await expect(refreshSession()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // a refresh after that (a login elsewhere in the app, an expired token) is a real one
    fetchMock.mockResolvedValueOnce(session('later-token'));
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'later-token' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the hint as a whole cookie name', () => {
    expect(hasSessionHint('rpk_session=1')).toBe(true);
    expect(hasSessionHint('a=b;  rpk_session=1; c=d')).toBe(true);
    expect(hasSessionHint('rpk_sessions=1; xrpk_session=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it("the page's two scripts start one refresh between them, also when the session lib took the answer in between", async () => {
    const started = Symbol.for('resellpk.early-refresh.started');
    delete (globalThis as Record<symbol, unknown>)[started];
    fetchMock.mockResolvedValueOnce(session('early-token'));
    startEarlyRefreshOnce(); // session-start.js
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'early-token' });
    startEarlyRefreshOnce(); // main.js, later: the slot is empty by now, and it still sends nothing
    expect(fetchMock).toHaveBeenCalledTimes(1);
    delete (globalThis as Record<symbol, unknown>)[started];
  });

  it('an unreachable gateway is reported by refreshSession() as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    startEarlyRefresh();
    await expect(refreshSession()).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
