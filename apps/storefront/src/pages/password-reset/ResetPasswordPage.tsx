import { MSG, PASSWORD_MIN_LENGTH } from '@resellpk/domain';
import { api } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { Panel } from '@resellpk/web-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/errors';
import { LinkButton } from '../../shared/LinkButton';
import { PageContainer } from '../../shared/PageContainer';

interface ResetForm {
  password?: string;
  confirmPassword?: string;
}

function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return MSG.signupFieldsRequired;
  if (password !== confirm) return MSG.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return null;
}

/** `/reset-password?token=`: target of the emailed link; the token works once. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <PageContainer width="narrow">
        <Result
          status="warning"
          title={t('This link is incomplete')}
          subTitle={t('Open the password reset link from your email again, or request a new one.')}
          extra={
            <LinkButton to="/forgot-password" type="primary">
              {t('Request a new link')}
            </LinkButton>
          }
        />
      </PageContainer>
    );
  }

  if (done) {
    return (
      <PageContainer width="narrow">
        <Result
          status="success"
          title={t('Your password has been changed')}
          subTitle={t('You can now log in with your new password.')}
          extra={
            <LinkButton to="/login" type="primary">
              {t('Go to Login')}
            </LinkButton>
          }
        />
      </PageContainer>
    );
  }

  const onFinish = async (values: ResetForm) => {
    const password = values.password ?? '';
    const problem = validateNewPassword(password, values.confirmPassword ?? '');
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await api.post<void>('/auth/password-reset/confirm', { token, password });
      setDone(true);
    } catch (err) {
      setError(serverMessage(err, MSG.somethingWentWrong));
    } finally {
      setSubmitting(false);
    }
  };

  const linkInvalid = error === MSG.resetLinkInvalid;
  return (
    <PageContainer width="narrow">
      <Panel>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {t('Choose a new password')}
        </Typography.Title>
        {error && (
          <Alert
            type="error"
            showIcon
            title={t(error)}
            description={linkInvalid ? <Link to="/forgot-password">{t('Request a new link')}</Link> : undefined}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<ResetForm> layout="vertical" onFinish={onFinish} aria-label={t('New password form')} requiredMark={false}>
          <Form.Item label={t('New Password')} name="password" extra={t('At least 8 characters.')}>
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Form.Item label={t('Confirm Password')} name="confirmPassword">
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Reset Password')}
          </Button>
        </Form>
      </Panel>
    </PageContainer>
  );
}
