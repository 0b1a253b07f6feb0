import { HistoryOutlined, MessageOutlined, PlusOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { formatWalletPKR, useWallet } from '@resellpk/web-live';
import { RequireAuth } from '@resellpk/web-session';
import { PageHeader, SOLID_GREEN } from '@resellpk/web-ui';
import { Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { LoadError } from '../../features/wallet/LoadError';
import { WithdrawalsCard } from '../../features/withdrawals/WithdrawalsCard';
import { LinkButton } from '../../shared/LinkButton';
import { PageContainer } from '../../shared/PageContainer';

const cardStyle = { height: '100%', borderRadius: 12 } as const;

function PkrCard() {
  const t = useT();
  const wallet = useWallet();
  return (
    <Card style={{ ...cardStyle, background: `linear-gradient(135deg, ${SOLID_GREEN} 0%, #15803d 100%)`, color: '#fff' }} data-testid="wallet-card">
      <Space align="center" style={{ marginBottom: 8 }}>
        <WalletOutlined aria-hidden style={{ fontSize: 20 }} />
        <span style={{ fontWeight: 600 }}>{t('PKR Wallet')}</span>
      </Space>
      {wallet.isPending && <Skeleton.Input active style={{ width: 160 }} />}
      {wallet.isError && <LoadError message={t('Could not load your wallet.')} onRetry={() => void wallet.refetch()} />}
      {wallet.isSuccess && (
        <div style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} dir="ltr" data-testid="wallet-balance">
          {formatWalletPKR(wallet.data.balancePaisa)}
        </div>
      )}
      <div style={{ opacity: 0.85, marginTop: 4 }}>{t('Available balance')}</div>
      <LinkButton to="/wallet/add-funds" icon={<PlusOutlined />} style={{ marginTop: 16 }} data-testid="add-funds">
        {t('Add Funds')}
      </LinkButton>
    </Card>
  );
}

interface CoinsSummary {
  balance: number | string;
}

/**
 * Reward coins come from the coins service (a later issue). Until it answers with a balance the
 * card says so instead of showing a number nobody computed.
 */
function CoinsCard() {
  const t = useT();
  const coins = useQuery({
    queryKey: ['coins', 'summary'],
    queryFn: () => api.get<CoinsSummary>('/coins'),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
    staleTime: 60_000,
  });
  const value = coins.data ? Number(coins.data.balance) : NaN;
  return (
    <Card style={{ ...cardStyle, background: 'linear-gradient(135deg, #f59e0b 0%, #d97706 100%)', color: '#fff' }} data-testid="coins-card">
      <Space align="center" style={{ marginBottom: 8 }}>
        <span aria-hidden style={{ display: 'inline-flex', width: 22, height: 22, borderRadius: 11, background: '#fff', color: '#d97706', fontWeight: 700, alignItems: 'center', justifyContent: 'center', fontSize: 13 }}>
          C
        </span>
        <span style={{ fontWeight: 600 }}>{t('Reward Coins')}</span>
      </Space>
      {coins.isPending ? (
        <Skeleton.Input active style={{ width: 120 }} />
      ) : Number.isFinite(value) ? (
        <div style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} dir="ltr">
          {value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
        </div>
      ) : (
        <div style={{ fontSize: 16, fontWeight: 500 }} data-testid="coins-unavailable">
          {t('Your coin balance is not available yet.')}
        </div>
      )}
      <div style={{ opacity: 0.85, marginTop: 4 }}>{t('1 coin = PKR 1 of discount')}</div>
      <LinkButton to="/coins" style={{ marginTop: 16 }}>
        {t('Discount Coins')}
      </LinkButton>
    </Card>
  );
}

function Wallet() {
  const t = useT();
  return (
    <PageContainer width="text">
      <PageHeader title={t('My Wallet')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <PkrCard />
        </Col>
        <Col xs={24} sm={12}>
          <CoinsCard />
        </Col>
      </Row>
      <Card style={{ marginTop: 16 }} size="small">
        <Space wrap>
          <LinkButton to="/wallet/history" icon={<HistoryOutlined />}>
            {t('Transaction History')}
          </LinkButton>
          <LinkButton to="/my-chats" icon={<MessageOutlined />}>
            {t('My Chats')}
          </LinkButton>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {t('Add funds with Easypaisa, JazzCash or a bank transfer. Our team confirms your payment in the chat.')}
        </Typography.Paragraph>
      </Card>
      <WithdrawalsCard />
    </PageContainer>
  );
}

/** `/wallet`: the PKR wallet and the reward coins (spec 2 "Wallet"). */
export function WalletPage() {
  return (
    <RequireAuth>
      <Wallet />
    </RequireAuth>
  );
}
