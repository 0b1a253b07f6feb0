import type { Profile, SessionUser } from '@resellpk/contracts';

const user: SessionUser = { id: 'u1', email: 'free@demo.pk', name: 'Free Reseller', role: 'reseller', plan: 'free' };
const profile: Profile = { ...user, planExpiresAt: null, businessName: null, phone: null, createdAt: '2026-01-01T00:00:00.000Z' };

/** A fresh store over a fake api whose /me answers when the test says so. */
function load(refresh: () => Promise<unknown>, sessionHint = true) {
  let answerMe!: (p: Profile) => void;
  let failMe!: (e: Error) => void;
  const api = {
    get: jest.fn(() => new Promise<Profile>((resolve, reject) => ((answerMe = resolve), (failMe = reject)))),
    post: jest.fn(async () => undefined),
  };
  const auth = { set: jest.fn(), clear: jest.fn(), get: () => ({ user: null }), subscribe: jest.fn() };
  jest.doMock('@resellpk/web-api', () => ({ api, authStore: auth, refreshSession: refresh, hasSessionHint: () => sessionHint }));
  let store!: typeof import('./session-store');
  jest.isolateModules(() => {
    store = require('./session-store');
  });
  jest.dontMock('@resellpk/web-api');
  return { store, api, answerMe: (p: Profile) => answerMe(p), failMe: (e: Error) => failMe(e) };
}

describe('restoreSession', () => {
  it('is signed in as soon as the refresh answers, without waiting for /me; the profile follows', async () => {
    const { store, api, answerMe } = load(async () => ({ accessToken: 't', user }));
    await store.restoreSession();
    expect(store.sessionStore.get()).toEqual({ status: 'authenticated', user, profile: null });
    expect(api.get).toHaveBeenCalledWith('/me');
    answerMe(profile);
    await new Promise((r) => setImmediate(r));
    expect(store.sessionStore.get()).toEqual({ status: 'authenticated', user, profile });
  });

  it('stays signed in when /me fails', async () => {
    const { store, failMe } = load(async () => ({ accessToken: 't', user }));
    await store.restoreSession();
    failMe(new Error('unreachable'));
    await new Promise((r) => setImmediate(r));
    expect(store.sessionStore.get()).toEqual({ status: 'authenticated', user, profile: null });
  });

  it("drops a profile that answers after the user logged out", async () => {
    const { store, answerMe } = load(async () => ({ accessToken: 't', user }));
    await store.restoreSession();
    await store.logout();
    answerMe(profile);
    await new Promise((r) => setImmediate(r));
    expect(store.sessionStore.get()).toMatchObject({ status: 'anonymous', user: null, profile: null });
  });

  it('is a visitor when there is no session', async () => {
    const { store, api } = load(async () => null);
    await store.restoreSession();
    expect(store.sessionStore.get()).toEqual({ status: 'anonymous', user: null, profile: null });
    expect(api.get).not.toHaveBeenCalled();
  });
});

/** A refresh that fails as a browser's fetch does when the API is unreachable (ApiError.network). */
const unreachable = () => Object.assign(new Error('The service is temporarily unavailable.'), { status: 0, code: 'NETWORK' });

describe('restoreSession when the API does not answer (issue 34, 6: a network blip is not a logout)', () => {
  afterEach(() => jest.useRealTimers());

  it('stays signed in (offline) on a network error or a 5xx, and retries with back-off until the refresh answers', async () => {
    jest.useFakeTimers();
    const answers: Array<() => Promise<unknown>> = [
      async () => Promise.reject(unreachable()),
      async () => Promise.reject(Object.assign(new Error('unavailable'), { status: 503 })),
      async () => ({ accessToken: 't', user }),
    ];
    const refresh = jest.fn(() => answers.shift()!());
    const { store } = load(refresh);
    await store.restoreSession();
    expect(store.sessionStore.get()).toMatchObject({ status: 'offline', user: null });
    expect(refresh).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.first);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(store.sessionStore.get().status).toBe('offline');
    // the second wait is longer than the first
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.first);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.first);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(store.sessionStore.get()).toMatchObject({ status: 'authenticated', user });

    // signed in: no more refreshes
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.max * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('signs out only when the retried refresh says there is no session (401/403 resolve null)', async () => {
    jest.useFakeTimers();
    const answers: Array<() => Promise<unknown>> = [async () => Promise.reject(unreachable()), async () => null];
    const { store } = load(jest.fn(() => answers.shift()!()));
    await store.restoreSession();
    expect(store.sessionStore.get().status).toBe('offline');
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.first);
    expect(store.sessionStore.get()).toEqual({ status: 'anonymous', user: null, profile: null });
  });

  it('"Try again" retries at once while offline', async () => {
    jest.useFakeTimers();
    const answers: Array<() => Promise<unknown>> = [async () => Promise.reject(unreachable()), async () => ({ accessToken: 't', user })];
    const refresh = jest.fn(() => answers.shift()!());
    const { store } = load(refresh);
    await store.restoreSession();
    await store.retrySession();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(store.sessionStore.get()).toMatchObject({ status: 'authenticated', user });
  });

  it('a browser without the session hint is a visitor, even when the API does not answer', async () => {
    jest.useFakeTimers();
    const refresh = jest.fn(async () => Promise.reject(unreachable()));
    const { store } = load(refresh, false);
    await store.restoreSession();
    expect(store.sessionStore.get()).toEqual({ status: 'anonymous', user: null, profile: null });
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.max);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('backs off to at most OFFLINE_RETRY_MS.max between refreshes', async () => {
    jest.useFakeTimers();
    const refresh = jest.fn(async () => Promise.reject(unreachable()));
    const { store } = load(refresh);
    await store.restoreSession();
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    const sent = refresh.mock.calls.length;
    await jest.advanceTimersByTimeAsync(store.OFFLINE_RETRY_MS.max);
    expect(refresh.mock.calls.length).toBe(sent + 1);
    expect(store.sessionStore.get().status).toBe('offline');
  });
});
