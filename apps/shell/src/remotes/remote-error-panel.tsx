import { Button, Result } from 'antd';
import { useT } from '@resellpk/web-i18n';

export const REMOTE_FAILED_TEXT = "We couldn't load this part of the app. Check your connection and try again.";

/** Shown instead of a blank page when a remote (or one of its page chunks) cannot load. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      role="alert"
      title={t(REMOTE_FAILED_TEXT)}
      extra={
        <Button type="primary" size="large" onClick={onRetry}>
          {t('Retry')}
        </Button>
      }
    />
  );
}
