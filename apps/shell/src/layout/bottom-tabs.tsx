import { Link, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useT } from '@resellpk/web-i18n';
import { AppstoreIcon, MenuIcon, ProfileIcon, UserIcon } from '@resellpk/web-ui';
import { BOTTOM_TABS, type TabDef } from '@resellpk/web-pages/storefront';
import { isTabActive } from './tabs-model';

const ICONS: Record<TabDef['key'], ReactNode> = {
  products: <AppstoreIcon />,
  orders: <ProfileIcon />,
  profile: <UserIcon />,
  menu: <MenuIcon />,
};

/** Spec: logged-in layout has a fixed bottom tab bar (Products, Orders, Profile, Menu) highlighting the current route. */
export function BottomTabs() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav className="rpk-bottom-tabs" aria-label={t('Bottom navigation')} data-testid="bottom-tabs">
      {BOTTOM_TABS.map((tab) => {
        const active = isTabActive(pathname, tab);
        return (
          <Link key={tab.to} to={tab.to} className={`rpk-tab${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
            {ICONS[tab.key]}
            <span>{t(tab.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
