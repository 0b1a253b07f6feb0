import { CART_SYNC_STATE_KEY, startCartSyncWhenNeeded } from './cart-sync-start';

// a session store the test moves by hand
const session = { status: 'loading' as string, listeners: new Set<() => void>() };
jest.mock('@resellpk/web-session', () => ({
  sessionStore: {
    get: () => ({ status: session.status }),
    subscribe: (l: () => void) => {
      session.listeners.add(l);
      return () => session.listeners.delete(l);
    },
  },
}));
const becomes = (status: string) => {
  session.status = status;
  [...session.listeners].forEach((l) => l());
};

let stored: Record<string, string> = {};
beforeEach(() => {
  session.status = 'loading';
  session.listeners.clear();
  stored = {};
  (globalThis as unknown as { window: unknown }).window = { localStorage: { getItem: (k: string) => stored[k] ?? null } };
});

function loader() {
  const startCartSync = jest.fn();
  const load = jest.fn(async () => ({ startCartSync }));
  return { load, startCartSync };
}

describe('the shell starts the saved cart only when it has work', () => {
  it('reads the sync state under the cart library key', async () => {
    // imported as the shell does (lazily), which the module boundaries require
    expect(CART_SYNC_STATE_KEY).toBe((await import('@resellpk/web-cart')).CART_SYNC_KEY);
  });

  it("a visitor's start-up loads nothing, even after the session is known to be none", () => {
    const { load } = loader();
    startCartSyncWhenNeeded(load);
    becomes('anonymous');
    expect(load).not.toHaveBeenCalled();
  });

  it('a sign-in loads and starts it once', async () => {
    const { load, startCartSync } = loader();
    startCartSyncWhenNeeded(load);
    becomes('anonymous');
    becomes('authenticated');
    becomes('authenticated');
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startCartSync).toHaveBeenCalledTimes(1);
  });

  it("a signed-in user's copy left in the browser starts it at once (the sync removes it for a visitor)", () => {
    stored[CART_SYNC_STATE_KEY] = JSON.stringify({ userId: 'u1' });
    const { load } = loader();
    startCartSyncWhenNeeded(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
