import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';

/** The query a list page failed to load (TanStack Query's result). */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A staff list that did not load: what failed (`title`, translated by the caller), the server's
 * reason when it gave one (or the caller's `hint`), and Retry, which asks again.
 */
export function LoadFailed({ title, query, hint }: { title: ReactNode; query: FailedQuery; hint?: ReactNode }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={hint ?? (isApiError(query.error) ? t(query.error.message) : undefined)}
      extra={
        <Button type="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('Retry')}
        </Button>
      }
    />
  );
}
