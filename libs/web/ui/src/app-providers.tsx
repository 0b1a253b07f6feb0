import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionProvider } from '@resellpk/web-session';
import { useLanguage } from '@resellpk/web-i18n';
import { KitStyles, Toaster } from './kit';

/**
 * Everything a page needs around it: document language and direction, the light kit's styles,
 * the toast, the query client and the session. No antd here: pages built with antd get its theme
 * from `AntdScope` (@resellpk/web-antd), loaded with them, so a first visit to a kit page never
 * downloads antd (docs/web-performance.md).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { language, dir } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <KitStyles />
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
