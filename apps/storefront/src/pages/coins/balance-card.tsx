import { COINS_MINED_PER_HOUR } from '@resellpk/contracts';
import { formatCoinUnits, formatCoins } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useLiveCoinBalance } from '@resellpk/web-coins';
import { Alert, Button, Panel, Skeleton } from '@resellpk/web-ui';
import { serverMessage } from '@resellpk/web-api';

/** The balance card (light kit: it is above the fold): the live balance (stored + mined, ticking every second to 4 decimals) and the totals (2 decimals). */
export function BalanceCard() {
  const t = useT();
  const { units, query } = useLiveCoinBalance();
  if (query.isPending) {
    return (
      <Panel style={{ marginBottom: 16, borderRadius: 10 }}>
        <Skeleton rows={2} />
      </Panel>
    );
  }
  if (query.isError || units === null) {
    return (
      <Alert
        type="error"
        style={{ marginBottom: 16 }}
        title={t(serverMessage(query.error, 'Unable to load your coins. Please try again.'))}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const account = query.data.account;
  return (
    <Panel
      data-testid="coin-balance-card"
      style={{ marginBottom: 16, borderRadius: 10, background: 'linear-gradient(135deg, #fffbe6 0%, #fff1b8 100%)', borderColor: '#ffe58f' }}
      bodyStyle={{ padding: 20 }}
    >
      <div className="rpk-muted" style={{ fontSize: 14 }}>
        {t('Your Coin Balance')}
      </div>
      {/* the digits stay left to right inside a right-to-left (Urdu) page */}
      <div style={{ fontSize: 34, fontWeight: 700, lineHeight: 1.2, color: '#874d00', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        <span data-testid="coin-balance-live" dir="ltr" aria-live="off">
          {formatCoins(formatCoinUnits(units), 4)}
        </span>
      </div>
      <div style={{ fontSize: 13, color: '#ad6800', marginBottom: 12 }}>
        {t('Mining {{rate}} coins per hour, even while you are offline', { rate: account.miningRatePerHour || COINS_MINED_PER_HOUR })}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', fontSize: 13 }}>
        <span>
          <span className="rpk-muted">{t('Total Earned')}: </span>
          <strong dir="ltr">{formatCoins(account.totalEarned)}</strong>
        </span>
        <span>
          <span className="rpk-muted">{t('Total Spent')}: </span>
          <strong dir="ltr">{formatCoins(account.totalSpent)}</strong>
        </span>
      </div>
    </Panel>
  );
}
