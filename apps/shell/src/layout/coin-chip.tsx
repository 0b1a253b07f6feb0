import { Link } from 'react-router-dom';
import { formatCoinUnits, formatCoins } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useLiveCoinBalance } from '@resellpk/web-coins';

/** The live balance to 4 decimals (the spec's mining figure, about 0.0014 a second); null when unknown. */
export function coinBalanceText(units: bigint | null): string | null {
  return units === null ? null : formatCoins(formatCoinUnits(units), 4);
}

/**
 * Coin-balance chip linking to /coins: stored balance + mined since the last update, ticking every
 * second; the coins lib syncs it with the server every 60 s and when the tab is visible again.
 * Until the coins service answers no chip is shown: never a made-up number.
 */
export function CoinChip({ className }: { className?: string }) {
  const t = useT();
  const text = coinBalanceText(useLiveCoinBalance().units);
  if (text === null) return null;
  return (
    <Link to="/coins" className={`rpk-coin-chip ${className ?? ''}`} aria-label={`${t('Coin balance')}: ${text}`} data-testid="coin-chip">
      {/* the "C" is drawn by CSS: as text it would be part of what is shown but not of the name (WCAG 2.5.3) */}
      <span aria-hidden="true" className="rpk-coin-dot" />
      <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </span>
    </Link>
  );
}
