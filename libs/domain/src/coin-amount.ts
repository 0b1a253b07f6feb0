import { groupThousands } from './money';

/**
 * Coin amounts are exact decimals with 4 places (the ledger's numeric(18,4)). On the wire they are
 * strings ("1000.0000"); to compute, they become integer 1/10000 units in a bigint, never a float.
 */
export const COIN_UNITS_PER_COIN = 10_000n;

const AMOUNT = /^(-)?(\d{1,14})(?:\.(\d{1,4}))?$/;

/** "12.5" -> 125000n; null for anything that is not a plain decimal with at most 4 places. */
export function parseCoinUnits(text: unknown): bigint | null {
  if (typeof text !== 'string') return null;
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  const units = BigInt(m[2]) * COIN_UNITS_PER_COIN + BigInt((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/** 125000n -> "12.5000" */
export function formatCoinUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / COIN_UNITS_PER_COIN;
  const frac = (abs % COIN_UNITS_PER_COIN).toString().padStart(4, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Whole coins as units: 1000 -> 10000000n. */
export function coinsToUnits(coins: number): bigint {
  if (!Number.isSafeInteger(coins)) throw new Error(`coinsToUnits takes whole coins, got ${coins}`);
  return BigInt(coins) * COIN_UNITS_PER_COIN;
}

/** A stored amount rounded for display: "1234.5678" -> "1,234.57" (the spec shows 2 decimals). */
export function formatCoins(text: string, decimals: 2 | 4 = 2): string {
  const units = parseCoinUnits(text) ?? 0n;
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const step = 10n ** BigInt(4 - decimals);
  const rounded = (abs + step / 2n) / step; // half up, on the absolute value
  const scale = 10n ** BigInt(decimals);
  const whole = groupThousands(rounded / scale);
  const frac = (rounded % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}
