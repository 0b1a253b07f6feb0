import { newReferralCode, normalizeReferralCode, REFERRAL_ALPHABET } from './referral-code';

describe('referral codes', () => {
  it('are 8 readable characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(8);
      for (const c of code) expect(REFERRAL_ALPHABET).toContain(c);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });
  it('normalizes what a user types and refuses what cannot be a code', () => {
    expect(normalizeReferralCode(' k7mq3xpa ')).toBe('K7MQ3XPA');
    expect(normalizeReferralCode('K7MQ3XP0')).toBeNull();
    expect(normalizeReferralCode('SHORT')).toBeNull();
    expect(normalizeReferralCode(42)).toBeNull();
  });
});
