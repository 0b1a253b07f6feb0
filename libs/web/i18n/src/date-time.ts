import { formatPakistanDate, formatPakistanDateTime } from '@resellpk/domain';
import { i18n } from './i18n';

/**
 * Left-to-right text (a date, an order number, a phone) inside a right-to-left page or sentence:
 * wrapped in Unicode's left-to-right isolate (LRI ... PDI, UAX #9) so "28-Nov-2026, 8:06 am" or
 * "#B0CEA48A" keep their order in Urdu instead of being split and reordered around the Urdu words.
 * For a string (a toast, an interpolation, an aria-label); in markup `dir="ltr"` does the same.
 * English pages get the text unchanged.
 */
export function isolateLtr(text: string): string {
  return i18n.dir(i18n.language) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * "27-Nov-2026, 7:08 pm": how the apps show when something happened (orders, withdrawals, wallet
 * and coin history, chats, notifications, the staff's lists), always in Pakistan time whatever the
 * device's clock (PRODUCT.md "Times, money and names on screen"), isolated left to right on an Urdu page.
 */
export function formatDateTime(when: string | Date): string {
  return isolateLtr(formatPakistanDateTime(when));
}

/** "27-Nov-2026": a day alone (a plan's end, a join date), the Pakistan day, isolated like formatDateTime. */
export function formatDate(when: string | Date): string {
  return isolateLtr(formatPakistanDate(when));
}
