import { RESELLER_FIGURE_SOURCES, type CoinAmount, type ResellerFigureSource } from '@resellpk/contracts';
import { formatCoins, formatPKR } from '@resellpk/domain';

/** A figure whose service did not answer is shown as a dash, never as zero. */
export const MISSING = '—';

export const paisaText = (paisa: number | null) => (paisa === null ? MISSING : formatPKR(paisa));
export const coinsText = (coins: CoinAmount | null) => (coins === null ? MISSING : formatCoins(coins, 2));
export const countText = (n: number | null) => (n === null ? MISSING : n.toLocaleString('en-US'));

/**
 * The banner above a partial page, by the sources that did not answer (in the order of
 * RESELLER_FIGURE_SOURCES): whole sentences, since the page shows them through t() and a
 * translation cannot be glued together from parts.
 */
export const UNAVAILABLE_TEXTS: Readonly<Record<string, string>> = {
  orders: `Could not load the order figures right now; they show as ${MISSING}. Everything else is current.`,
  wallet: `Could not load the wallet balances right now; they show as ${MISSING}. Everything else is current.`,
  coins: `Could not load the coin balances right now; they show as ${MISSING}. Everything else is current.`,
  'orders,wallet': `Could not load the order figures and wallet balances right now; they show as ${MISSING}. Everything else is current.`,
  'orders,coins': `Could not load the order figures and coin balances right now; they show as ${MISSING}. Everything else is current.`,
  'wallet,coins': `Could not load the wallet balances and coin balances right now; they show as ${MISSING}. Everything else is current.`,
  'orders,wallet,coins': `Could not load the order figures, wallet balances and coin balances right now; they show as ${MISSING}. Everything else is current.`,
};
/** For a source this page does not know yet. */
export const SOME_UNAVAILABLE_TEXT = `Some figures could not be loaded right now; they show as ${MISSING}. Everything else is current.`;

/** "Could not load the wallet balances and coin balances ..." for the banner above a partial page: a key of t(). */
export function unavailableText(sources: readonly ResellerFigureSource[]): string | null {
  if (sources.length === 0) return null;
  return UNAVAILABLE_TEXTS[RESELLER_FIGURE_SOURCES.filter((s) => sources.includes(s)).join(',')] ?? SOME_UNAVAILABLE_TEXT;
}
