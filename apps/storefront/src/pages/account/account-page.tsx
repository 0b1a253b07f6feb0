import { formatPhone, MSG } from '@resellpk/domain';
import { ChangePasswordForm } from '@resellpk/web-antd';
import { useT } from '@resellpk/web-i18n';
import { PlanBadge } from '@resellpk/web-ui';
import { Alert, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { PlanAllowance } from '../../features/partner/plan-allowance';
import { useProfile } from '../../features/profile/use-profile';
import { serverMessage } from '@resellpk/web-api';
import { PageContainer } from '../../shared/page-container';
import { BusinessNameForm } from './business-name-form';
import { PhoneForm } from './phone-form';

function AccountDetails() {
  const t = useT();
  const profile = useProfile();

  if (profile.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (profile.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(serverMessage(profile.error, MSG.profileFetchFailed))}
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const me = profile.data;
  return (
    <>
      <Card title={t('Personal Details')} style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small" styles={{ label: { width: 150 } }}>
          <Descriptions.Item label={t('Name')}>{me.name}</Descriptions.Item>
          <Descriptions.Item label={t('Email')}>{me.email}</Descriptions.Item>
          <Descriptions.Item label={t('WhatsApp Number')}>
            {me.phone ? <span dir="ltr">{formatPhone(me.phone)}</span> : <Typography.Text type="secondary">{t('Not added yet')}</Typography.Text>}
          </Descriptions.Item>
          <Descriptions.Item label={t('Plan')}>
            <PlanBadge plan={me.plan} />
          </Descriptions.Item>
        </Descriptions>
        {me.role === 'reseller' && <PlanAllowance />}
        {!me.phone && (
          <div style={{ marginTop: 16 }}>
            <PhoneForm />
          </div>
        )}
      </Card>
      <Card title={t('Business')} style={{ marginBottom: 16 }}>
        <BusinessNameForm profile={me} />
      </Card>
      <Card title={t('Change password')}>
        <ChangePasswordForm />
      </Card>
    </>
  );
}

/** `/account` (signed in only). */
export function AccountPage() {
  const t = useT();
  return (
    <PageContainer width="text">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('My Account')}
      </Typography.Title>
      <AccountDetails />
    </PageContainer>
  );
}
