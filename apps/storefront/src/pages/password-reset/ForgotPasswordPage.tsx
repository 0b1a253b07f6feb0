import { isEmail, MSG } from '@resellpk/domain';
import { api } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast, Panel } from '@resellpk/web-ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../shared/errors';
import { PageContainer } from '../../shared/PageContainer';

/** `/forgot-password`: the answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email }: { email?: string }) => {
    const value = (email ?? '').trim();
    if (!isEmail(value)) {
      setError(MSG.invalidEmail);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await api.post<void>('/auth/password-reset', { email: value });
      setSent(true);
    } catch (err) {
      toast({ title: t(MSG.resetEmailFailed), description: t(serverMessage(err, MSG.somethingWentWrong)), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <Panel>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {t('Forgot your password?')}
        </Typography.Title>
        {sent ? (
          <>
            <Alert
              type="success"
              showIcon
              title={t("If an account exists for that email, we've sent a password reset link. Check your inbox.")}
              description={t('The link works once and expires soon. Check your spam folder if it does not arrive within a few minutes.')}
              style={{ marginBottom: 16 }}
            />
            <Link to="/login">{t('Back to Login')}</Link>
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
              {t("Enter the email you signed up with and we'll send you a link to choose a new password.")}
            </Typography.Paragraph>
            {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 16 }} />}
            <Form layout="vertical" onFinish={onFinish} aria-label={t('Password reset form')} requiredMark={false}>
              <Form.Item label={t('Email')} name="email">
                <Input inputMode="email" autoComplete="email" placeholder="you@example.com" size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                {t('Send Reset Link')}
              </Button>
            </Form>
            <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
              <Link to="/login">{t('Back to Login')}</Link>
            </Typography.Paragraph>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}
