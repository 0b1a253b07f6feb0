import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';

interface CoinsSummary {
  balance: number | string;
}

/** Balance to 2 decimals (spec); null when the answer has no usable balance. */
export function coinBalanceText(data: unknown): string | null {
  const raw = data && typeof data === 'object' ? (data as CoinsSummary).balance : undefined;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Coin-balance chip linking to /coins. The balance comes from the coins service (GET /coins);
 * until that answers with a balance (or when it answers 404) no chip is shown: never a made-up number.
 */
export function CoinChip({ className }: { className?: string }) {
  const t = useT();
  const { data } = useQuery({
    queryKey: ['coins', 'summary'],
    queryFn: () => api.get<CoinsSummary>('/coins'),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
    staleTime: 60_000,
  });
  const text = coinBalanceText(data);
  if (text === null) return null;
  return (
    <Link to="/coins" className={`rpk-coin-chip ${className ?? ''}`} aria-label={`${t('Coin balance')}: ${text}`} data-testid="coin-chip">
      <span aria-hidden="true" className="rpk-coin-dot">
        C
      </span>
      <span dir="ltr">{text}</span>
    </Link>
  );
}
