import type { CoinAmount, ResellerFigureSource } from '@resellpk/contracts';
import { formatCoins, formatPKR } from '@resellpk/domain';

/** A figure whose service did not answer is shown as a dash, never as zero. */
export const MISSING = '—';

export const paisaText = (paisa: number | null) => (paisa === null ? MISSING : formatPKR(paisa));
export const coinsText = (coins: CoinAmount | null) => (coins === null ? MISSING : formatCoins(coins, 2));
export const countText = (n: number | null) => (n === null ? MISSING : n.toLocaleString('en-US'));

const SOURCE_LABEL: Record<ResellerFigureSource, string> = { orders: 'order figures', wallet: 'wallet balances', coins: 'coin balances' };

/** "Could not load the wallet balances and coin balances" for the banner above a partial page. */
export function unavailableText(sources: readonly ResellerFigureSource[]): string | null {
  if (sources.length === 0) return null;
  const labels = sources.map((s) => SOURCE_LABEL[s]);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Could not load the ${list} right now; they show as ${MISSING}. Everything else is current.`;
}
