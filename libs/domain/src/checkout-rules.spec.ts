import { formatPakistaniMobile, IDEMPOTENCY_KEY_PATTERN } from './checkout-rules';

describe('checkout rules', () => {
  it('writes a stored mobile number the way people read it, leaving anything else as it is', () => {
    expect(formatPakistaniMobile('+923001234567')).toBe('0300-1234567');
    expect(formatPakistaniMobile('+924235761234')).toBe('+924235761234');
    expect(formatPakistaniMobile('12345')).toBe('12345');
  });

  it('accepts idempotency keys of 8 to 100 visible characters only', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('checkout-3f0c1c1e-7c1b-4f0e-9a51-0d7c9d1e2a11')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('short12')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(101))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space in it')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('ключ-ключ-ключ')).toBe(false);
  });
});
