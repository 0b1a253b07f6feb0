import { LockOutlined } from '@ant-design/icons';
import type { Profile } from '@resellpk/contracts';
import { MSG, validateBusinessName } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useUpdateProfile } from '../../features/profile/use-profile';
import { serverMessage } from '@resellpk/web-api';

/** Business name can be set once; afterwards it is shown locked (the server refuses changes too). */
export function BusinessNameForm({ profile }: { profile: Profile }) {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

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

  const save = async () => {
    const problem = validateBusinessName(value, profile.businessName);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ businessName: value.trim() });
      toast({ title: t(MSG.businessNameSaved), variant: 'success' });
    } catch (err) {
      const message = serverMessage(err, MSG.somethingWentWrong);
      setError(message);
      toast({ title: t(MSG.businessNameSaveFailed), description: t(message), variant: 'destructive' });
    }
  };

  return (
    <Form layout="vertical" onFinish={save} aria-label={t('Business name form')}>
      <Form.Item
        label={t('Business Name')}
        htmlFor="account-business-name"
        validateStatus={error ? 'error' : undefined}
        help={error ? t(error) : t('Shown to your customers. You can set it only once.')}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="account-business-name"
            value={value}
            maxLength={100}
            placeholder={t('e.g. Ayesha Collections')}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('Save')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
