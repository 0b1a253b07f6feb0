import { LockOutlined } from '@ant-design/icons';
import type { Profile } from '@resellpk/contracts';
import { MSG, validateBusinessName } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Space, Typography } from 'antd';
import { OneFieldForm } from './one-field-form';

/** Business name can be set once; afterwards it is shown locked (the server refuses changes too). */
export function BusinessNameForm({ profile }: { profile: Profile }) {
  const t = useT();

  if (profile.businessName) {
    return (
      <div>
        <Space>
          <LockOutlined aria-hidden />
          <Typography.Text strong data-testid="business-name">
            {profile.businessName}
          </Typography.Text>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t(MSG.businessNameLocked)}
        </Typography.Paragraph>
      </div>
    );
  }

  return (
    <OneFieldForm
      name="Business name form"
      label="Business Name"
      inputId="account-business-name"
      hint="Shown to your customers. You can set it only once."
      input={{ maxLength: 100, placeholder: t('e.g. Ayesha Collections') }}
      validate={(value) => validateBusinessName(value, profile.businessName)}
      patch={(value) => ({ businessName: value.trim() })}
      saved={MSG.businessNameSaved}
      failed={MSG.businessNameSaveFailed}
    />
  );
}
