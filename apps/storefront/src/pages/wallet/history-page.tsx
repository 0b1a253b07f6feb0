import { HistoryOutlined } from '@ant-design/icons';
import type { WalletTransactionView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { formatSignedPKR, formatWalletPKR, historyLineText, TRANSACTION_TYPE_LABEL, useWallet, useWalletTransactions, WALLET_MSG } from '@resellpk/web-live';
import { EmptyState, PageHeader, SOLID_GREEN } from '@resellpk/web-ui';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { LoadError } from '../../features/wallet/load-error';
import { WithdrawalStatusTag } from '../../features/withdrawals/withdrawal-status-tag';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

function Row({ tx }: { tx: WalletTransactionView }) {
  const t = useT();
  const credit = tx.amountPaisa >= 0;
  const date = formatDateTime(tx.createdAt);
  return (
    <li data-testid="transaction-row" style={{ display: 'flex', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0', alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
          <Tag color={credit ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
            {t(TRANSACTION_TYPE_LABEL[tx.type] ?? tx.type)}
          </Tag>
          {tx.status !== 'completed' && <Tag>{t(tx.status === 'pending' ? 'Pending' : 'Failed')}</Tag>}
          {/* the withdrawal's state now (the server joins it when the history is read) */}
          {tx.type === 'withdrawal' && tx.values?.withdrawalStatus && <WithdrawalStatusTag status={tx.values.withdrawalStatus} />}
        </div>
        <div style={{ marginTop: 4, overflowWrap: 'anywhere' }} data-testid="transaction-text">
          {historyLineText(tx, (key, vars) => t(key, vars))}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {date}
          {tx.referenceCode ? ` · ${tx.referenceCode}` : ''}
        </Typography.Text>
      </div>
      <div style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
        <div dir="ltr" style={{ fontWeight: 600, color: credit ? SOLID_GREEN : '#dc2626' }} data-testid="transaction-amount">
          {formatSignedPKR(tx.amountPaisa)}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('Balance')}: <span dir="ltr">{formatWalletPKR(tx.balanceAfterPaisa)}</span>
        </Typography.Text>
      </div>
    </li>
  );
}

function History() {
  const t = useT();
  const wallet = useWallet();
  const history = useWalletTransactions();
  const rows = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageContainer width="text">
      <PageHeader
        title={t('Transaction History')}
        subtitle={wallet.data ? `${t('Current balance')}: ${formatWalletPKR(wallet.data.balancePaisa)}` : undefined}
        extra={<LinkButton to="/wallet">{t('Wallet')}</LinkButton>}
      />
      <Card>
        {history.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {history.isError && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void history.refetch()} />}
        {history.isSuccess && rows.length === 0 && (
          <EmptyState
            icon={<HistoryOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
            title={t('No transactions yet')}
            description={t('Money you add to or spend from your wallet appears here.')}
            action={
              <LinkButton to="/wallet/add-funds" type="primary">
                {t('Add Funds')}
              </LinkButton>
            }
          />
        )}
        {rows.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="transactions">
            {rows.map((tx) => (
              <Row key={tx.id} tx={tx} />
            ))}
          </ul>
        )}
        {history.hasNextPage && (
          <Button block style={{ marginTop: 12 }} onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('Load more')}
          </Button>
        )}
      </Card>
    </PageContainer>
  );
}

/** `/wallet/history`: the wallet's ledger, newest first, paged (PRODUCT.md: a real history). */
export const HistoryPage = History;
