import type { CoinTransactionType, CoinTransactionView } from '@resellpk/contracts';
import { formatCoins, parseCoinUnits } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { Alert, Button, Empty, List, Skeleton, Tag } from 'antd';
import { useCoinHistory } from '../../features/coins/coins-api';
import { coinHistoryText } from '../../features/coins/history-line';
import { TEXT_GREEN } from '@resellpk/web-ui';

export const TRANSACTION_LABEL: Record<CoinTransactionType, { label: string; color: string }> = {
  mining: { label: 'Mining', color: 'gold' },
  signup_bonus: { label: 'Welcome Bonus', color: 'green' },
  first_purchase_bonus: { label: 'First Order Bonus', color: 'green' },
  referral_bonus: { label: 'Referral Bonus', color: 'cyan' },
  purchase: { label: 'Coin Pack', color: 'blue' },
  usage: { label: 'Used', color: 'red' },
  refund: { label: 'Refund', color: 'purple' },
};

function when(row: CoinTransactionView): string {
  // a mining row grows during its day: its latest change is what the user saw happen
  return formatDateTime(row.type === 'mining' ? row.updatedAt : row.createdAt);
}

/** History: every ledger row, newest first, 2 decimals, a page at a time. */
export function HistoryTab() {
  const t = useT();
  const history = useCoinHistory();
  if (history.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (history.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('Unable to load your coin history. Please try again.')}
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const rows = history.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <Empty description={t('No coin transactions yet.')} />;
  return (
    <div>
      <List
        data-testid="coin-history"
        bordered
        style={{ background: '#fff' }}
        dataSource={rows}
        renderItem={(row) => {
          const credit = (parseCoinUnits(row.amount) ?? 0n) >= 0n;
          const kind = TRANSACTION_LABEL[row.type] ?? { label: row.type, color: 'default' };
          return (
            <List.Item data-testid="coin-history-row" style={{ gap: 12, alignItems: 'flex-start' }}>
              <div style={{ minWidth: 0, flex: 1 }}>
                <div style={{ overflowWrap: 'anywhere' }} data-testid="coin-history-text">
                  {coinHistoryText(row, (key) => t(key), t(kind.label))}
                </div>
                <div style={{ marginTop: 4, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Tag color={kind.color} style={{ margin: 0 }}>
                    {t(kind.label)}
                  </Tag>
                  <span className="rpk-muted" style={{ fontSize: 12 }}>
                    {when(row)}
                  </span>
                </div>
              </div>
              <strong dir="ltr" style={{ color: credit ? TEXT_GREEN : '#cf1322', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {credit ? '+' : ''}
                {formatCoins(row.amount)}
              </strong>
            </List.Item>
          );
        }}
      />
      {history.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('Load more')}
          </Button>
        </div>
      )}
    </div>
  );
}
