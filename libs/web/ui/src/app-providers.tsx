import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionProvider } from '@resellpk/web-session';
import { useLanguage } from '@resellpk/web-i18n';
import { brandTheme } from './theme';

/**
 * Everything a page needs around it: theme (with RTL for Urdu), antd App (toasts), the query
 * client and the session. The shell wraps its router in it; a remote opened on its own port
 * wraps its routes in the same providers.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { language, dir } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);
  return (
    <ConfigProvider theme={brandTheme} direction={dir}>
      <AntApp notification={{ maxCount: 1 }} style={{ minHeight: '100%' }}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
