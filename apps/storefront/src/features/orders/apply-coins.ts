import type { OrderQuote, QuoteLine } from '@resellpk/contracts';
import { formatCoinUnits, parseCoinUnits, type Paisa } from '@resellpk/domain';

/**
 * Apply Coins on a line (spec 5: only when the balance covers coinDiscount x quantity and that is
 * above 0): the coins the line needs when the balance left after the other applied lines does not
 * cover them, else null. The server decides again on the next quote; this only picks the toast.
 */
export function coinsMissingFor(quote: Pick<OrderQuote, 'coinBalance' | 'coinsToSpend'>, line: Pick<QuoteLine, 'coinCost' | 'coinsApplied'>): string | null {
  const need = parseCoinUnits(line.coinCost) ?? 0n;
  const balance = parseCoinUnits(quote.coinBalance) ?? 0n;
  const committed = (parseCoinUnits(quote.coinsToSpend) ?? 0n) - (line.coinsApplied ? need : 0n);
  if (need <= 0n) return formatCoinUnits(need);
  return balance - committed >= need ? null : formatCoinUnits(need);
}

/** What applying coins saved on a line, from the server's prices: (retail - unit price) x quantity. */
export function coinSavingOf(line: Pick<QuoteLine, 'retailPricePaisa' | 'unitPricePaisa' | 'quantity'>): Paisa {
  return Math.max(0, line.retailPricePaisa - line.unitPricePaisa) * line.quantity;
}
