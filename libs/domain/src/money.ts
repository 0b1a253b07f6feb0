/** PKR amounts are integer paisa everywhere (1 PKR = 100 paisa). */
export type Paisa = number;

export const PAISA_PER_RUPEE = 100;

export function rupeesToPaisa(rupees: number): Paisa {
  return Math.round(rupees * PAISA_PER_RUPEE);
}

/**
 * `1,234,567`: a whole number with thousands separators, as `toLocaleString('en-US')` writes it,
 * without Intl: the first Intl formatter of a page loads ICU data, a long stretch of main thread on a
 * phone (bench/README.md, *The wallet without antd* and *Figures once quoted in code comments*).
 */
export function groupThousands(whole: number | bigint): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `Rs. 1,250` for whole rupees; decimals only when the amount has paisa and `withPaisa` is set. */
export function formatPKR(paisa: Paisa, opts: { withPaisa?: boolean; prefix?: string } = {}): string {
  const prefix = opts.prefix ?? 'Rs. ';
  const negative = paisa < 0;
  const abs = Math.abs(paisa);
  const rupees = Math.floor(abs / PAISA_PER_RUPEE);
  const rest = abs % PAISA_PER_RUPEE;
  const whole = groupThousands(rupees);
  const text = opts.withPaisa && rest > 0 ? `${whole}.${rest.toString().padStart(2, '0')}` : whole;
  return `${negative ? '-' : ''}${prefix}${text}`;
}
