import { IDEMPOTENCY_KEY_PATTERN } from '@resellpk/domain';
import { checkoutKeyFor, forgetCheckoutKey } from './checkout-key';

/** The browser's sessionStorage, as far as the module uses it (jest runs in node). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
  };
}

describe('checkout idempotency key', () => {
  beforeAll(() => {
    (globalThis as { window?: unknown }).window = { sessionStorage: memoryStorage() };
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  beforeEach(() => window.sessionStorage.clear());

  it('gives a retry of the same attempt the same key, and the gateway accepts it', () => {
    const key = checkoutKeyFor('u1', '{"items":1}');
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    expect(checkoutKeyFor('u1', '{"items":1}')).toBe(key);
  });

  it('starts a new attempt when the cart or customer changed, for another user, and after success', () => {
    const key = checkoutKeyFor('u1', 'a');
    expect(checkoutKeyFor('u2', 'a')).not.toBe(key);
    const changed = checkoutKeyFor('u1', 'b');
    expect(changed).not.toBe(key);
    forgetCheckoutKey('u1');
    expect(checkoutKeyFor('u1', 'b')).not.toBe(changed);
  });

  it('survives a corrupt stored entry', () => {
    window.sessionStorage.setItem('rpk:checkout:u1', '{oops');
    expect(IDEMPOTENCY_KEY_PATTERN.test(checkoutKeyFor('u1', 'a'))).toBe(true);
  });
});
