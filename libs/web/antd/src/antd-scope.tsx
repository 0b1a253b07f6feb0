import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { useLanguage } from '@resellpk/web-i18n';
import { brandThemeFor } from '@resellpk/web-ui';

/**
 * The brand theme, font and direction of the language for antd components. Pages built with antd render inside it;
 * it is loaded with them (never by AppProviders), so the kit pages of a first visit (login,
 * signup, password reset, catalogue) never download antd. ConfigProvider is a federation
 * singleton, so every scope shares one theme context and one style cache.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  return (
    <ConfigProvider theme={brandThemeFor(language)} direction={dir}>
      {children}
    </ConfigProvider>
  );
}

/** Layout route for a group of antd pages: `{ lazy: () => import('@resellpk/web-antd').then(m => ({ Component: m.AntdOutlet })), children }` */
export function AntdOutlet() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
