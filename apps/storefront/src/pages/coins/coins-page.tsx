import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Button, Panel, Skeleton, Tabs } from '@resellpk/web-ui';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../shared/page-container';
import { BalanceCard } from './balance-card';
import { BuyCoinsTab } from './buy-coins-tab';

// the antd tabs (referrals, history, rules): requested when one is opened, not for the first screen
const AntdCoinsTab = lazy(() => import('./antd-coins-tab'));

const TABS = ['buy', 'referrals', 'history', 'how-it-works'] as const;
type TabKey = (typeof TABS)[number];

function LoggedOutPrompt() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Panel data-testid="coins-login-prompt" style={{ textAlign: 'center', borderRadius: 10 }}>
      <h3 className="rpk-title" style={{ margin: '0 0 10px', fontSize: 20, lineHeight: 1.4 }}>
        {t('Log in to see your coins')}
      </h3>
      <p className="rpk-muted" style={{ margin: '0 0 14px' }}>
        {t('Mine coins, invite friends and buy coin packs for discounts on your orders.')}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
        <Button variant="primary" onClick={() => navigate('/login', { state: { from: '/coins' } })}>
          {t('Login')}
        </Button>
        <Button onClick={() => navigate('/signup')}>{t('Sign Up')}</Button>
      </div>
    </Panel>
  );
}

/**
 * `/coins` (spec section 2, Coins page): logged-out prompt, or the balance card and four tabs. The
 * first screen (title, balance, tab bar, Buy Coins) is built with the light kit, so its largest
 * paint (the first-purchase offer) does not wait for antd; the other tabs and the buy dialog bring it.
 */
export function CoinsPage() {
  const t = useT();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(raw ?? '') ? (raw as TabKey) : 'buy';

  return (
    <PageContainer>
      <h2 className="rpk-title" style={{ margin: '0 0 15px', fontSize: 30, lineHeight: '38px' }}>
        {t('Discount Coins')}
      </h2>
      {(status === 'loading' || status === 'offline') && <Skeleton rows={4} />}
      {status === 'anonymous' && <LoggedOutPrompt />}
      {status === 'authenticated' && (
        <>
          <BalanceCard />
          {/* the four spec tabs side by side on a 360 px phone (the kit's tab bar tightens below 576 px) */}
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'buy' ? {} : { tab: key }, { replace: true })}
            items={[
              { key: 'buy', label: t('Buy Coins') },
              { key: 'referrals', label: t('Referrals') },
              { key: 'history', label: t('History') },
              { key: 'how-it-works', label: t('How It Works') },
            ]}
          >
            {tab === 'buy' ? (
              <BuyCoinsTab />
            ) : (
              <Suspense fallback={<Skeleton rows={4} />}>
                <AntdCoinsTab tab={tab} />
              </Suspense>
            )}
          </Tabs>
        </>
      )}
    </PageContainer>
  );
}
