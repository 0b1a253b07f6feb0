import { MSG } from './messages';

/** Returns the spec's message for a bad WhatsApp number, or null when it is acceptable. */
export function validatePhone(raw: string): string | null {
  const value = (raw ?? '').trim();
  if (!/^\+?[0-9][0-9 -]*$/.test(value)) {
    if (value.replace(/\D/g, '').length < 10) return MSG.phoneTooShort;
    return MSG.phoneInvalid;
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length < 10) return MSG.phoneTooShort;
  if (digits.length > 15) return MSG.phoneTooLong;
  return null;
}

/** Canonical stored form: digits with an optional leading +. */
export function normalizePhone(raw: string): string {
  const value = raw.trim();
  return (value.startsWith('+') ? '+' : '') + value.replace(/\D/g, '');
}

export function validateBusinessName(raw: string, current: string | null | undefined): string | null {
  if (current && current.trim()) return MSG.businessNameLocked;
  if (!(raw ?? '').trim()) return MSG.businessNameEmpty;
  if (raw.trim().length > 100) return 'Business name must not exceed 100 characters';
  return null;
}
