import { MSG, normalizePhone, validatePhone } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useUpdateProfile } from '../../features/profile/use-profile';
import { serverMessage } from '@resellpk/web-api';

/** Shown only while the profile has no WhatsApp number. */
export function PhoneForm() {
  const t = useT();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const problem = validatePhone(value);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ phone: normalizePhone(value) });
      toast({ title: t(MSG.phoneSaved), variant: 'success' });
    } catch (err) {
      const message = serverMessage(err, MSG.somethingWentWrong);
      setError(message);
      toast({ title: t(MSG.phoneSaveFailed), description: t(message), variant: 'destructive' });
    }
  };

  return (
    <Form layout="vertical" onFinish={save} aria-label={t('WhatsApp number form')}>
      <Form.Item
        label={t('Add your WhatsApp Number')}
        htmlFor="account-phone"
        validateStatus={error ? 'error' : undefined}
        help={error ? t(error) : t('We send order updates to this number.')}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="account-phone"
            value={value}
            inputMode="tel"
            autoComplete="tel"
            placeholder="03XX XXXXXXX"
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
