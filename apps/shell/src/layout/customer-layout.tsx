import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '@resellpk/web-session';
import { BottomTabs } from './bottom-tabs';
import { LayoutStyles } from './layout-styles';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Customer chrome around every storefront route: top bar, content, footer, and bottom tabs when logged in. */
export function CustomerLayout() {
  const { status } = useSession();
  const authed = status === 'authenticated';
  return (
    <div className={`rpk-shell${authed ? ' rpk-with-tabs' : ''}`}>
      <LayoutStyles />
      <TopBar />
      <main className="rpk-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      {authed && <BottomTabs />}
      <ScrollRestoration />
    </div>
  );
}
