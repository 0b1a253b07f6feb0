import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Button, Card, ConfigProvider, Grid, Skeleton, Space, Tabs, Typography, type ThemeConfig } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../shared/PageContainer';
import { BalanceCard } from './BalanceCard';
import { BuyCoinsTab } from './BuyCoinsTab';
import { HistoryTab } from './HistoryTab';
import { HowItWorksTab } from './HowItWorksTab';
import { ReferralsTab } from './ReferralsTab';

const TABS = ['buy', 'referrals', 'history', 'how-it-works'] as const;
type TabKey = (typeof TABS)[number];

function LoggedOutPrompt() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card data-testid="coins-login-prompt" style={{ textAlign: 'center' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('Log in to see your coins')}
      </Typography.Title>
      <Typography.Paragraph className="rpk-muted">
        {t('Mine coins, invite friends and buy coin packs for discounts on your orders.')}
      </Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'center' }}>
        <Button type="primary" onClick={() => navigate('/login', { state: { from: '/coins' } })}>
          {t('Login')}
        </Button>
        <Button onClick={() => navigate('/signup')}>{t('Sign Up')}</Button>
      </Space>
    </Card>
  );
}

// always a theme object: antd's ConfigProvider wraps its children in a token provider only when it
// has one, so switching between a theme and none (crossing the breakpoint: a phone turned, a window
// resized) remounted the tabs and threw away what the user was doing in them (the referral settings)
const PHONE_TABS: ThemeConfig = { components: { Tabs: { horizontalItemGutter: 12, titleFontSize: 13 } } };
const WIDE_TABS: ThemeConfig = {};

/** `/coins` (spec section 2, Coins page): logged-out prompt, or the balance card and four tabs. */
export function CoinsPage() {
  const t = useT();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(raw ?? '') ? (raw as TabKey) : 'buy';
  // the four spec tabs side by side on a 360 px phone (antd would fold the last ones into a menu)
  const phone = !Grid.useBreakpoint().sm;

  return (
    <PageContainer>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('Discount Coins')}
      </Typography.Title>
      {status === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {status === 'anonymous' && <LoggedOutPrompt />}
      {status === 'authenticated' && (
        <>
          <BalanceCard />
          <ConfigProvider theme={phone ? PHONE_TABS : WIDE_TABS}>
            <Tabs
              activeKey={tab}
              onChange={(key) => setParams(key === 'buy' ? {} : { tab: key }, { replace: true })}
              items={[
                { key: 'buy', label: t('Buy Coins'), children: <BuyCoinsTab /> },
                { key: 'referrals', label: t('Referrals'), children: <ReferralsTab /> },
                { key: 'history', label: t('History'), children: <HistoryTab /> },
                { key: 'how-it-works', label: t('How It Works'), children: <HowItWorksTab /> },
              ]}
              destroyOnHidden
            />
          </ConfigProvider>
        </>
      )}
    </PageContainer>
  );
}
