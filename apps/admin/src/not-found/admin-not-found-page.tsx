import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { EmptyState } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { ADMIN_BASE } from '../access/staff-access';

/** Unknown admin URLs stay inside the panel instead of falling through to the storefront 404. */
export function AdminNotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('Page not found')}
      description={t('This page does not exist in the admin panel.')}
      action={
        <Button type="primary" onClick={() => navigate(ADMIN_BASE)}>
          {t('Back to admin home')}
        </Button>
      }
    />
  );
}
