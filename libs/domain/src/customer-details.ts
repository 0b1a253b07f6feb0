import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CustomerDetails } from '@resellpk/contracts';
import { ORDER_MSG } from './order-messages';

export type CustomerCheck = { ok: true; value: CustomerDetails } | { ok: false; field: keyof CustomerDetails; message: string };

/**
 * A Pakistani mobile number in any usual form (0300-1234567, 03001234567, +92 300 1234567,
 * 0092...) as +923XXXXXXXXX; null for anything else, landlines included (the courier calls or
 * texts the customer).
 */
export function normalizePakMobile(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 30) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'PK');
  if (!parsed || parsed.country !== 'PK' || !parsed.isValid()) return null;
  return /^3\d{9}$/.test(parsed.nationalNumber) ? parsed.number : null;
}

function text(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'string') return null;
  // inner runs of whitespace collapse: "Ali   Khan" is stored as "Ali Khan"
  const t = value.trim().replace(/\s+/g, ' ');
  return t.length >= min && t.length <= max ? t : null;
}

/** The end customer's details checked and normalised (trimmed, phone as +923XXXXXXXXX), or the first problem. */
export function validateCustomerDetails(input: unknown): CustomerCheck {
  const c = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const name = text(c.name, 2, 100);
  if (!name) return { ok: false, field: 'name', message: ORDER_MSG.customerName };
  const phone = normalizePakMobile(c.phone);
  if (!phone) return { ok: false, field: 'phone', message: ORDER_MSG.customerPhone };
  const address = text(c.address, 5, 300);
  if (!address) return { ok: false, field: 'address', message: ORDER_MSG.customerAddress };
  const city = text(c.city, 2, 60);
  if (!city) return { ok: false, field: 'city', message: ORDER_MSG.customerCity };
  return { ok: true, value: { name, phone, address, city } };
}
