import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '@resellpk/web-session';
import { DocumentTitle, SessionOfflineNotice } from '@resellpk/web-ui';
import { BottomTabs } from './bottom-tabs';
import { LayoutStyles } from './layout-styles';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Customer chrome around every storefront route: top bar, content, footer, and bottom tabs when logged in. */
export function CustomerLayout() {
  const { status } = useSession();
  // offline: signed in, the API not answering yet (the notice says so and the session retries)
  const authed = status === 'authenticated' || status === 'offline';
  return (
    <div className={`rpk-shell${authed ? ' rpk-with-tabs' : ''}`}>
      <LayoutStyles />
      <DocumentTitle />
      <TopBar />
      <main className="rpk-main" id="main">
        <SessionOfflineNotice />
        <Outlet />
      </main>
      <SiteFooter />
      {authed && <BottomTabs />}
      <ScrollRestoration />
    </div>
  );
}
