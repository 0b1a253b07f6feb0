import { apiPath, formatCountdown, formatSignedPKR, formatWalletPKR, relativeTime } from './format';

describe('formatCountdown', () => {
  it('shows HH:MM:SS', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(59 * 60_000 + 5_999)).toBe('00:59:05');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
  it('never goes below zero', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});

describe('money', () => {
  it('wallet in PKR without decimals', () => {
    expect(formatWalletPKR(123_456_78)).toBe('Rs. 123,456');
    expect(formatWalletPKR(0)).toBe('Rs. 0');
  });
  it('signed ledger amounts', () => {
    expect(formatSignedPKR(50_000)).toBe('+Rs. 500');
    expect(formatSignedPKR(-125_050)).toBe('-Rs. 1,250.50');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('counts minutes, hours and days', () => {
    expect(relativeTime('2026-01-10T11:59:30Z', now)).toEqual({ key: 'just now', count: 0 });
    expect(relativeTime('2026-01-10T11:55:00Z', now)).toEqual({ key: '{{count}} minutes ago', count: 5 });
    expect(relativeTime('2026-01-10T11:00:00Z', now)).toEqual({ key: '1 hour ago', count: 1 });
    expect(relativeTime('2026-01-08T12:00:00Z', now)).toEqual({ key: '{{count}} days ago', count: 2 });
  });
  it('gives up after a week (the date is shown instead)', () => {
    expect(relativeTime('2025-12-01T12:00:00Z', now)).toBeNull();
  });
});

describe('apiPath', () => {
  it('accepts both spellings of an image path', () => {
    expect(apiPath('/api/v1/payment-requests/x/screenshot')).toBe('/payment-requests/x/screenshot');
    expect(apiPath('/payment-requests/x/screenshot')).toBe('/payment-requests/x/screenshot');
  });
});
