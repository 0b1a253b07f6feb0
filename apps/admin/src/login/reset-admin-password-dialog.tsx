import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { isEmail, MSG } from '@resellpk/domain';
import { api, serverMessage } from '@resellpk/web-api';
import { useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';

interface Props {
  open: boolean;
  initialEmail?: string;
  onClose: () => void;
}

/** "Reset Admin Password": mails a single-use reset link through the gateway. */
export function ResetAdminPasswordDialog({ open, initialEmail, onClose }: Props) {
  const t = useT();
  const { toast } = useToast();
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      await api.post<void>('/auth/password-reset', { email: email.trim() });
      // The server answers the same for unknown emails, so the wording does not reveal accounts.
      toast({
        title: t('Check your inbox'),
        description: t("If an account exists for that email, we've sent a password reset link. Check your inbox."),
        variant: 'success',
      });
      form.resetFields();
      onClose();
    } catch (err) {
      const detail = serverMessage(err);
      toast({ title: t(MSG.resetEmailFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('Reset Admin Password')}
      onCancel={onClose}
      footer={null}
      // remount on every open so the form starts from the email typed on the login page
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph type="secondary">
        {t('Enter your admin email address and we will send you a link to reset your password.')}
      </Typography.Paragraph>
      <Form
        form={form}
        name="admin-reset-password"
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        disabled={sending}
        initialValues={{ email: (initialEmail ?? '').trim() }}
      >
        <Form.Item
          label={t('Email')}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t(MSG.emailRequired) },
            // the server's rule (libs/domain), so a refused address is refused here first
            { validator: (_rule, value?: string) => (!value?.trim() || isEmail(value) ? Promise.resolve() : Promise.reject(new Error(t(MSG.invalidEmail)))) },
          ]}
        >
          <Input autoComplete="email" inputMode="email" placeholder="admin@example.pk" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          {t('Send Reset Link')}
        </Button>
      </Form>
    </Modal>
  );
}
