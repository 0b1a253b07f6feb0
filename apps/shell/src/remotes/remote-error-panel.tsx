import { useT } from '@resellpk/web-i18n';
import { Button, WarningIcon } from '@resellpk/web-ui';

export const REMOTE_FAILED_TEXT = "We couldn't load this part of the app. Check your connection and try again.";

/** Shown instead of a blank page when a remote (or one of its page chunks) cannot load. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <WarningIcon style={{ fontSize: 56, color: '#faad14' }} />
      <div style={{ margin: '24px auto', maxWidth: 480, fontSize: 20, lineHeight: 1.4 }}>{t(REMOTE_FAILED_TEXT)}</div>
      <Button variant="primary" size="large" onClick={onRetry}>
        {t('Retry')}
      </Button>
    </div>
  );
}
