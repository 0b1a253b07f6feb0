import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useLanguage } from '@resellpk/web-i18n';
import { brandThemeFor } from '@resellpk/web-ui';

// antd's own texts (pagination, empty tables, date pickers, popconfirm buttons) in Urdu: a chunk
// of its own, fetched only by an Urdu visit. English passes antd's default locale explicitly, never
// undefined: ConfigProvider wraps its children in a LocaleProvider only when a locale is given, so
// going from none to one would remount the whole page and lose what the user typed.
let urduLocale: Locale | undefined;
const loadUrduLocale = () => import(/* webpackChunkName: "antd-ur" */ 'antd/es/locale/ur_PK').then((m) => (urduLocale = m.default));

function useAntdLocale(language: string): Locale {
  const [urdu, setUrdu] = useState(urduLocale);
  useEffect(() => {
    if (language === 'ur' && !urdu) void loadUrduLocale().then(setUrdu, () => undefined);
  }, [language, urdu]);
  // English until the Urdu chunk is in (then antd's texts switch in place)
  return language === 'ur' && urdu ? urdu : enUS;
}

/**
 * The brand theme, font, direction and texts of the language for antd components. Pages built with antd render inside it;
 * it is loaded with them (never by AppProviders), so the kit pages of a first visit (login,
 * signup, password reset, catalogue) never download antd. ConfigProvider is a federation
 * singleton, so every scope shares one theme context and one style cache.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={brandThemeFor(language)} direction={dir} locale={locale}>
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
