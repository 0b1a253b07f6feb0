import { IDEMPOTENCY_KEY_PATTERN } from './checkout-rules';

describe('checkout rules', () => {
  it('accepts idempotency keys of 8 to 100 visible characters only', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('checkout-3f0c1c1e-7c1b-4f0e-9a51-0d7c9d1e2a11')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('short12')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(101))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space in it')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('ключ-ключ-ключ')).toBe(false);
  });
});
