import { WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useT } from '@resellpk/web-i18n';

export const REMOTE_FAILED_TEXT = "We couldn't load this part of the app. Check your connection and try again.";

/**
 * Shown instead of a blank page when a remote (or one of its page chunks) cannot load. Built from
 * what the shell already has loaded, not antd's Result: that would add its status illustrations
 * (~9 KB gzipped) to every first visit for a panel that should rarely appear.
 */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <WarningFilled style={{ fontSize: 56, color: token.colorWarning }} aria-hidden />
      <div style={{ margin: '24px auto', maxWidth: 480, fontSize: 20, lineHeight: 1.4, color: token.colorTextHeading }}>
        {t(REMOTE_FAILED_TEXT)}
      </div>
      <Button type="primary" size="large" onClick={onRetry}>
        {t('Retry')}
      </Button>
    </div>
  );
}
