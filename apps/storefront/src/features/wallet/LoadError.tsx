import { useT } from '@resellpk/web-i18n';
import { Alert, Button } from 'antd';

/** The error state of a list or card, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t(message)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
    />
  );
}
