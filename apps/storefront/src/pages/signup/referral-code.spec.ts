import { readReferralCode } from './referral-code';

describe('readReferralCode', () => {
  it('keeps a plausible code, trimmed', () => {
    expect(readReferralCode(' ABC123 ')).toBe('ABC123');
  });

  it.each([null, '', 'AB', 'has space', '<script>', 'X'.repeat(33)])('ignores %p', (raw) => {
    expect(readReferralCode(raw)).toBeNull();
  });
});
