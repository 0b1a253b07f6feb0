import { MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { retrySession, useSession } from '@resellpk/web-session';
import { Alert, Button } from './kit';

/**
 * Shown while the session could not be confirmed because the API did not answer (status 'offline'):
 * the user is still signed in and the session retries on its own; the same error box and "Try again"
 * as the catalogue's when it cannot load (/products). Renders nothing otherwise.
 */
export function SessionOfflineNotice() {
  const t = useT();
  const { status } = useSession();
  if (status !== 'offline') return null;
  return (
    <Alert
      type="error"
      title={t(MSG.serviceUnavailable)}
      description={t('You are still signed in. We will reconnect as soon as the service answers.')}
      action={
        <Button size="small" onClick={() => void retrySession()}>
          {t('Try again')}
        </Button>
      }
      style={{ margin: '12px auto', maxWidth: 1200 }}
      data-testid="session-offline"
    />
  );
}
