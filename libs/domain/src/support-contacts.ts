import type { SupportContactsInput } from '@resellpk/contracts';
import { normalizePakMobile } from './customer-details';
import { isEmail, normalizeEmail } from './signup-rules';

export const SUPPORT_HOURS_MAX = 120;

export const SUPPORT_MSG = {
  whatsappInvalid: 'Enter a Pakistani mobile number for WhatsApp, such as 0300-1234567',
  emailInvalid: 'Please enter a valid email address',
  hoursRequired: 'Enter the office hours in English and in Urdu',
  hoursTooLong: `Office hours must not exceed ${SUPPORT_HOURS_MAX} characters`,
} as const;

export type SupportContactsCheck = { ok: true; value: SupportContactsInput } | { ok: false; field: keyof SupportContactsInput; message: string };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The support channels staff publish (/contact, /faq, the legal pages, the Elite WhatsApp link):
 * a Pakistani mobile for WhatsApp (stored +923XXXXXXXXX), an email, and the hours in both
 * languages. The first failing field, in the form's order.
 */
export function validateSupportContacts(input: unknown): SupportContactsCheck {
  const raw = (input ?? {}) as Record<string, unknown>;
  const whatsapp = normalizePakMobile(raw.whatsapp);
  if (!whatsapp) return { ok: false, field: 'whatsapp', message: SUPPORT_MSG.whatsappInvalid };
  const email = text(raw.email);
  if (!isEmail(email) || email.length > 254) return { ok: false, field: 'email', message: SUPPORT_MSG.emailInvalid };
  const hoursEn = text(raw.hoursEn);
  const hoursUr = text(raw.hoursUr);
  for (const [field, value] of [['hoursEn', hoursEn], ['hoursUr', hoursUr]] as const) {
    if (!value) return { ok: false, field, message: SUPPORT_MSG.hoursRequired };
    if (value.length > SUPPORT_HOURS_MAX) return { ok: false, field, message: SUPPORT_MSG.hoursTooLong };
  }
  return { ok: true, value: { whatsapp, email: normalizeEmail(email), hoursEn, hoursUr } };
}
