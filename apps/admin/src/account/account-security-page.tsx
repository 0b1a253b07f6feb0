import { Card } from 'antd';
import { ChangePasswordForm } from '@resellpk/web-antd';
import { useT } from '@resellpk/web-i18n';
import { PageHeader } from '@resellpk/web-ui';
import { TwoFactorSection } from '../two-factor/two-factor-section';

/** `/admin/account`: the staff member's own sign-in (admins and top-up helpers); reached from the sidebar. */
export function AccountSecurityPage() {
  const t = useT();
  return (
    <div style={{ maxWidth: 560 }}>
      <PageHeader title={t('Account security')} subtitle={t('Changing your password signs you out on every other device.')} />
      <Card title={t('Change password')}>
        <ChangePasswordForm />
      </Card>
      <TwoFactorSection />
    </div>
  );
}
