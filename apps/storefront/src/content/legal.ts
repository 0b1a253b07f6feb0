/** Date shown on /terms and /privacy; change it whenever their text changes. */
export const LEGAL_UPDATED = '1 November 2025';
