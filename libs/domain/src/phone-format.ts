import { parsePhoneNumberFromString } from 'libphonenumber-js';

// A module of its own: pages that show no phone number do not load libphonenumber-js (see the
// domain's sideEffects rule in tools/webpack/web.config.js).

/**
 * A stored phone number (`+923001234567`, as signup, checkout and payouts keep it) as people in
 * Pakistan write it: `0300-1234567` for a mobile, `042-35761234` for a landline. A foreign number is
 * written internationally (`+44 7400 123456`); anything unreadable as it was stored.
 */
export function formatPhone(stored: string | null | undefined): string {
  const raw = (stored ?? '').trim();
  if (!raw) return '';
  const phone = parsePhoneNumberFromString(raw, 'PK');
  if (!phone || !phone.isValid()) return raw;
  if (phone.country !== 'PK') return phone.formatInternational();
  const national = phone.nationalNumber;
  // mobiles are 3xx and 7 digits; a landline's area code is what libphonenumber's national format splits off
  if (/^3\d{9}$/.test(national)) return `0${national.slice(0, 3)}-${national.slice(3)}`;
  const [area, ...rest] = phone.formatNational().replace(/[()]/g, '').split(/\s+/);
  return rest.length ? `${area}-${rest.join('')}` : area;
}
