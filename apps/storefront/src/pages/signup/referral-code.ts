/** A referral code from `?ref=`; anything that is not a plausible code is ignored rather than sent. */
export function readReferralCode(raw: string | null): string | null {
  const value = (raw ?? '').trim();
  return /^[A-Za-z0-9_-]{3,32}$/.test(value) ? value : null;
}
