import { Spin } from 'antd';
import { useT } from '@resellpk/web-i18n';

/** Shown while the session is restored by the silent refresh, so no guard decides too early. */
export function FullPageSpinner() {
  const t = useT();
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" aria-label={t('Loading')} />
    </div>
  );
}
