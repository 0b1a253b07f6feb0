import { formatCoins, parseCoinUnits } from '@resellpk/domain';
import { useCoinAccount } from '@resellpk/web-coins';
import { useT } from '@resellpk/web-i18n';
import { formatWalletPKR, useWallet } from '@resellpk/web-live';
import { ButtonLink, HistoryIcon, MessageIcon, PageHeader, Panel, PlusIcon, SkeletonInput, SOLID_GREEN, WalletIcon } from '@resellpk/web-ui';
import type { ReactNode } from 'react';
import { LoadError } from '../../features/wallet/load-error';
import { WithdrawalsCard } from '../../features/withdrawals/withdrawals-card';
import { useAfterFirstPaint } from '../../shared/after-first-paint';
import { PageContainer } from '../../shared/page-container';

// where antd's icon wrapper puts an icon against the text's baseline
const ANTD_ICON_ALIGN = '-0.125em';
const cardStyle = { height: '100%', boxSizing: 'border-box', borderRadius: 12 } as const;

/**
 * The card's icon and name on one line, as antd `Space align="center"` laid them out (each in its
 * own block, which sets the line's height: the same pixels as before the page left antd).
 */
function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
      <div>{icon}</div>
      <div>
        <span style={{ fontWeight: 600 }}>{children}</span>
      </div>
    </div>
  );
}

function PkrCard() {
  const t = useT();
  const wallet = useWallet();
  return (
    <Panel style={{ ...cardStyle, background: `linear-gradient(135deg, ${SOLID_GREEN} 0%, #15803d 100%)`, color: '#fff' }} data-testid="wallet-card">
      <CardTitle icon={<WalletIcon style={{ fontSize: 20, verticalAlign: ANTD_ICON_ALIGN }} />}>{t('PKR Wallet')}</CardTitle>
      {wallet.isPending && <SkeletonInput width={160} />}
      {wallet.isError && <LoadError message={t('Could not load your wallet.')} onRetry={() => void wallet.refetch()} />}
      {wallet.isSuccess && (
        <div style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} dir="ltr" data-testid="wallet-balance">
          {formatWalletPKR(wallet.data.balancePaisa)}
        </div>
      )}
      <div style={{ opacity: 0.85, marginTop: 4 }}>{t('Available balance')}</div>
      <ButtonLink to="/wallet/add-funds" icon={<PlusIcon />} style={{ marginTop: 16 }} data-testid="add-funds">
        {t('Add Funds')}
      </ButtonLink>
    </Panel>
  );
}

/** The coin balance as the shell's coin chip reads it: one query and one request for both (web-coins). */
function CoinsCard() {
  const t = useT();
  const coins = useCoinAccount();
  // the ledger's decimal as the formatter reads it; anything else shows as not available
  const balance = coins.data && parseCoinUnits(coins.data.account.balance) !== null ? coins.data.account.balance : null;
  return (
    <Panel style={{ ...cardStyle, background: 'linear-gradient(135deg, #f59e0b 0%, #d97706 100%)', color: '#fff' }} data-testid="coins-card">
      <CardTitle
        icon={
          <span aria-hidden style={{ display: 'inline-flex', width: 22, height: 22, borderRadius: 11, background: '#fff', color: '#d97706', fontWeight: 700, alignItems: 'center', justifyContent: 'center', fontSize: 13 }}>
            C
          </span>
        }
      >
        {t('Reward Coins')}
      </CardTitle>
      {coins.isPending ? (
        <SkeletonInput width={120} />
      ) : balance !== null ? (
        <div style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }} dir="ltr">
          {formatCoins(balance)}
        </div>
      ) : (
        <div style={{ fontSize: 16, fontWeight: 500 }} data-testid="coins-unavailable">
          {t('Your coin balance is not available yet.')}
        </div>
      )}
      <div style={{ opacity: 0.85, marginTop: 4 }}>{t('Each product sets its own coin price and the discount it gives.')}</div>
      <ButtonLink to="/coins" style={{ marginTop: 16 }}>
        {t('Discount Coins')}
      </ButtonLink>
    </Panel>
  );
}

/**
 * The page, kit only (no antd at all). The withdrawals card asks for its two lists after the first
 * paint: the largest paint (the cards and the instructions) does not share the network with them.
 */
function Wallet() {
  const t = useT();
  const painted = useAfterFirstPaint();
  return (
    <PageContainer width="text">
      <PageHeader title={t('My Wallet')} />
      <div className="rpk-grid-2">
        <PkrCard />
        <CoinsCard />
      </div>
      <Panel style={{ marginTop: 16 }} size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <ButtonLink to="/wallet/history" icon={<HistoryIcon />}>
            {t('Transaction History')}
          </ButtonLink>
          <ButtonLink to="/my-chats" icon={<MessageIcon />}>
            {t('My Chats')}
          </ButtonLink>
        </div>
        <p className="rpk-muted" style={{ margin: '12px 0 0' }}>
          {t('Add funds with Easypaisa, JazzCash or a bank transfer. Our team confirms your payment in the chat.')}
        </p>
      </Panel>
      {painted && <WithdrawalsCard />}
    </PageContainer>
  );
}

/** `/wallet`: the PKR wallet and the reward coins (spec 2 "Wallet"). */
export const WalletPage = Wallet;
