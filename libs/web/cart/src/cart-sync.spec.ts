import type { CartLineInput, GiftChoice, SavedCart, SessionUser } from '@resellpk/contracts';

/**
 * The saved cart's sync (issue 34, 9) over a fake gateway (GET/PUT /cart with versions, as
 * orders-service answers) and a fake session store, in a window of its own: sign-in merge,
 * debounced saves, offline retries, another device's save, logout.
 */
const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const reseller: SessionUser = { id: 'u1', email: 'r@demo.pk', name: 'R', role: 'reseller', plan: 'free' };
const line = (productId: string, quantity = 1, profitAmountPaisa = 0): CartLineInput => ({ productId, quantity, profitAmountPaisa });

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, String(v));
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}

/** orders-service's saved cart as the gateway answers it; `offline` makes every call a network error. */
function fakeServer() {
  const server = {
    cart: { items: [] as CartLineInput[], gifts: [] as GiftChoice[], version: 0 },
    offline: false,
    puts: 0,
    async get(path: string): Promise<SavedCart> {
      if (server.offline) throw new FakeApiError(0, 'NETWORK');
      expect(path).toBe('/cart');
      return { ...structuredClone(server.cart), updatedAt: null };
    },
    async put(path: string, body: { items: CartLineInput[]; gifts: GiftChoice[]; version: number }): Promise<SavedCart> {
      if (server.offline) throw new FakeApiError(0, 'NETWORK');
      expect(path).toBe('/cart');
      server.puts++;
      if (body.version !== server.cart.version) throw new FakeApiError(409, 'CONFLICT');
      server.cart = { items: body.items, gifts: body.gifts ?? [], version: server.cart.version + 1 };
      return { ...structuredClone(server.cart), updatedAt: null };
    },
    /** another device saves */
    saveElsewhere(items: CartLineInput[]) {
      server.cart = { items, gifts: [], version: server.cart.version + 1 };
    },
  };
  return server;
}

function setup() {
  const storage = new MemoryStorage();
  const win = Object.assign(new EventTarget(), { localStorage: storage });
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  Object.assign(globalThis, { window: win, document: doc });
  const server = fakeServer();
  let snapshot: { status: string; user: SessionUser | null } = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const logoutTasks: (() => Promise<unknown>)[] = [];
  const session = {
    sessionStore: { get: () => snapshot, subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) },
    beforeLogout: (task: () => Promise<unknown>) => (logoutTasks.push(task), () => undefined),
  };
  jest.doMock('@resellpk/web-api', () => ({ api: server, isApiError: (e: unknown) => e instanceof FakeApiError }));
  jest.doMock('@resellpk/web-session', () => session);
  let store!: typeof import('./cart-store');
  let sync!: typeof import('./cart-sync');
  jest.isolateModules(() => {
    store = require('./cart-store');
    sync = require('./cart-sync');
  });
  const publish = (next: typeof snapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const local = () => store.readCart().items.map(({ productId, quantity, profitAmountPaisa }) => ({ productId, quantity, profitAmountPaisa }));
  const product = (id: string) => ({ id, name: `P ${id}` }) as never;
  return {
    storage,
    server,
    store,
    sync,
    local,
    product,
    signIn: (user = reseller) => publish({ status: 'authenticated', user }),
    /** as the session lib's logout does: the registered tasks first, then signed out */
    logout: async () => {
      await Promise.all(logoutTasks.map((t) => t()));
      publish({ status: 'anonymous', user: null });
    },
    online: () => win.dispatchEvent(new Event('online')),
  };
}

/** lets the fake server's answers and the sync's continuations run */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('cart sync', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.dontMock('@resellpk/web-api');
    jest.dontMock('@resellpk/web-session');
  });

  it("merges the browser's cart into the saved one at sign-in, saves the result and shows it", async () => {
    const t = setup();
    t.server.cart = { items: [line(A, 1, 300_00)], gifts: [], version: 3 };
    t.store.addToCart(t.product(A), 2);
    t.store.addToCart(t.product(B), 1);
    t.sync.startCartSync();
    t.signIn();
    await settle();
    expect(t.server.cart).toEqual({ items: [line(A, 2, 300_00), line(B, 1)], gifts: [], version: 4 });
    expect(t.local()).toEqual([line(A, 2, 300_00), line(B, 1)]);
    // the product details this browser had are kept for display
    expect(t.store.readCart().items[0].product).toEqual(t.product(A));
  });

  it('saves changes once they stop (one save for a burst), and takes nothing for a visitor', async () => {
    const t = setup();
    t.sync.startCartSync();
    t.store.addToCart(t.product(A));
    await settle();
    jest.advanceTimersByTime(5000);
    await settle();
    expect(t.server.puts).toBe(0);
    t.signIn();
    await settle();
    const puts = t.server.puts;
    t.store.setCartProfit(A, 1_00);
    t.store.setCartProfit(A, 12_00);
    t.store.setCartProfit(A, 125_00);
    await settle();
    expect(t.server.cart.items).toEqual([line(A, 1)]);
    jest.advanceTimersByTime(t.sync.CART_SAVE_DEBOUNCE_MS);
    await settle();
    expect(t.server.puts).toBe(puts + 1);
    expect(t.server.cart.items).toEqual([line(A, 1, 125_00)]);
  });

  it('keeps a change made offline and sends it when the browser is back online', async () => {
    const t = setup();
    t.sync.startCartSync();
    t.signIn();
    await settle();
    t.server.offline = true;
    t.store.addToCart(t.product(C), 3);
    jest.advanceTimersByTime(t.sync.CART_SAVE_DEBOUNCE_MS);
    await settle();
    expect(t.server.cart.items).toEqual([]);
    expect(JSON.parse(t.storage.getItem(t.sync.CART_SYNC_KEY) ?? '{}')).toMatchObject({ userId: reseller.id, dirty: true });
    expect(t.local()).toEqual([line(C, 3)]);
    t.server.offline = false;
    t.online();
    await settle();
    expect(t.server.cart.items).toEqual([line(C, 3)]);
    expect(JSON.parse(t.storage.getItem(t.sync.CART_SYNC_KEY) ?? '{}')).toMatchObject({ dirty: false });
  });

  it('keeps both changes when another device saved in between (the server refused the stale save)', async () => {
    const t = setup();
    t.server.cart = { items: [line(A)], gifts: [], version: 1 };
    t.sync.startCartSync();
    t.signIn();
    await settle();
    t.server.saveElsewhere([line(A), line(B, 2, 40_00)]);
    t.store.setCartProfit(A, 99_00);
    jest.advanceTimersByTime(t.sync.CART_SAVE_DEBOUNCE_MS);
    await settle();
    expect(t.server.cart.items).toEqual([line(A, 1, 99_00), line(B, 2, 40_00)]);
    expect(t.local()).toEqual([line(A, 1, 99_00), line(B, 2, 40_00)]);
  });

  it('saves the last change before logout, then leaves no cart in the browser; the next sign-in finds it on the server', async () => {
    const t = setup();
    t.sync.startCartSync();
    t.signIn();
    await settle();
    t.store.addToCart(t.product(B), 2);
    await t.logout();
    expect(t.server.cart.items).toEqual([line(B, 2)]);
    expect(t.storage.getItem('cart')).toBeNull();
    expect(t.storage.getItem(t.sync.CART_SYNC_KEY)).toBeNull();
    expect(t.local()).toEqual([]);
    // the fake gateway holds one cart: now the next reseller's, empty
    t.server.cart = { items: [], gifts: [], version: 0 };
    t.signIn({ ...reseller, id: 'u2' });
    await settle();
    // another reseller signing in here gets their own (empty) cart, not the last one's
    expect(t.local()).toEqual([]);
  });

  it('reads what another device saved when the page is shown again', async () => {
    const t = setup();
    t.sync.startCartSync();
    t.signIn();
    await settle();
    t.server.saveElsewhere([line(C, 4, 10_00)]);
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(t.local()).toEqual([line(C, 4, 10_00)]);
  });

  it('asks nothing for staff (they have no cart)', async () => {
    const t = setup();
    const get = jest.spyOn(t.server, 'get');
    t.sync.startCartSync();
    t.signIn({ ...reseller, role: 'admin' });
    await settle();
    expect(get).not.toHaveBeenCalled();
  });
});
