/**
 * How every screen and every text sent to a user writes a time or a date (PRODUCT.md "Times, money
 * and names on screen"; money is formatPKR in money.ts, phones formatPhone in phone-format.ts).
 */

/** Times are Pakistan's whatever the device's clock says (an admin abroad, a phone set to Dubai). */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The numeric parts only, put together by hand below: Intl's month names and day periods differ
 * between ICU versions and locales ("Sept" in en-GB, "AM" vs "am", a narrow no-break space before
 * it), so the text would change with the browser. One formatter, made on first use: building one
 * costs far more than using it.
 */
let parts: Intl.DateTimeFormat | null = null;

interface PakistanParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
}

function pakistanParts(when: string | number | Date): PakistanParts | null {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PAKISTAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out['year'], month: out['month'], day: out['day'], hour: out['hour'] % 24, minute: out['minute'] };
}

const two = (n: number) => n.toString().padStart(2, '0');

/** `28-Nov-2026`: the day in Pakistan; '' for a missing or unreadable date. */
export function formatPakistanDate(when: string | number | Date | null | undefined): string {
  const p = when === null || when === undefined || when === '' ? null : pakistanParts(when);
  return p ? `${two(p.day)}-${MONTHS[p.month - 1]}-${p.year}` : '';
}

/** `28-Nov-2026, 11:39 am`: the moment in Pakistan time; '' for a missing or unreadable date. */
export function formatPakistanDateTime(when: string | number | Date | null | undefined): string {
  const p = when === null || when === undefined || when === '' ? null : pakistanParts(when);
  if (!p) return '';
  return `${two(p.day)}-${MONTHS[p.month - 1]}-${p.year}, ${p.hour % 12 || 12}:${two(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** `2026-11-28`: the calendar day in Pakistan, as the servers' date filters take it. */
export function pakistanDay(when: string | number | Date = new Date()): string {
  const p = pakistanParts(when);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : '';
}
