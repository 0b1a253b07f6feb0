import type { Profile } from '@resellpk/contracts';
import { formatPhone, MSG } from '@resellpk/domain';
import { ChangePasswordForm } from '@resellpk/web-antd';
import { LanguageSwitch, useT } from '@resellpk/web-i18n';
import { PlanBadge } from '@resellpk/web-ui';
import { Alert, Button, Card, Descriptions, Divider, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
  return <AccountCards profile={profile.data} />;
}

/** The account's cards, once the profile is here; scrolled to the one the URL's hash names. */
function AccountCards({ profile: me }: { profile: Profile }) {
  const t = useT();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#settings') document.getElementById('settings')?.scrollIntoView({ block: 'start' });
  }, [hash]);
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
      {/* the menu's Settings opens this card (/account#settings) */}
      <Card title={t('Settings')} id="settings" data-testid="account-settings" style={{ scrollMarginTop: 80 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('Language')}
        </Typography.Title>
        <LanguageSwitch />
        <Divider />
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('Change password')}
        </Typography.Title>
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
