import { useT } from '@resellpk/web-i18n';
import { Alert, Button } from '@resellpk/web-ui';

/** The error state of a list or card, with a retry; kit-built, so the kit pages (wallet, orders) can show it without antd. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      title={t(message)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
    />
  );
}
