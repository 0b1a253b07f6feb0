import type { Profile, SessionUser } from '@resellpk/contracts';

const user: SessionUser = { id: 'u1', email: 'free@demo.pk', name: 'Free Reseller', role: 'reseller', plan: 'free' };
const profile: Profile = { ...user, planExpiresAt: null, businessName: null, phone: null, createdAt: '2026-01-01T00:00:00.000Z' };

/** A fresh store over a fake api whose /me answers when the test says so. */
function load(refresh: () => Promise<unknown>) {
  let answerMe!: (p: Profile) => void;
  let failMe!: (e: Error) => void;
  const api = {
    get: jest.fn(() => new Promise<Profile>((resolve, reject) => ((answerMe = resolve), (failMe = reject)))),
    post: jest.fn(async () => undefined),
  };
  const auth = { set: jest.fn(), clear: jest.fn(), get: () => ({ user: null }), subscribe: jest.fn() };
  jest.doMock('@resellpk/web-api', () => ({ api, authStore: auth, refreshSession: refresh }));
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
