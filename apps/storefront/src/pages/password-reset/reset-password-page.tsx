import { MSG, PASSWORD_MIN_LENGTH } from '@resellpk/domain';
import { api, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import {
  Alert,
  Button,
  ButtonLink,
  CheckCircleIcon,
  ExclamationCircleIcon,
  Panel,
  PasswordField,
} from '@resellpk/web-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formValues } from '../../shared/form-values';
import { PageContainer } from '../../shared/page-container';

/** A whole-page outcome (antd Result's layout): icon, title, text, one action. */
function Outcome({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div style={{ textAlign: 'center', padding: '48px 8px' }}>
      <div style={{ fontSize: 72, lineHeight: 1 }}>{icon}</div>
      <h2 className="rpk-title" style={{ marginTop: 24, fontSize: 24 }}>
        {title}
      </h2>
      <p className="rpk-muted">{text}</p>
      <div style={{ marginTop: 24 }}>{action}</div>
    </div>
  );
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
        <Outcome
          icon={<ExclamationCircleIcon style={{ color: '#faad14' }} />}
          title={t('This link is incomplete')}
          text={t('Open the password reset link from your email again, or request a new one.')}
          action={
            <ButtonLink to="/forgot-password" variant="primary">
              {t('Request a new link')}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  if (done) {
    return (
      <PageContainer width="narrow">
        <Outcome
          icon={<CheckCircleIcon style={{ color: '#52c41a' }} />}
          title={t('Your password has been changed')}
          text={t('You can now log in with your new password.')}
          action={
            <ButtonLink to="/login" variant="primary">
              {t('Go to Login')}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['password', 'confirmPassword'] as const);
    const password = values.password;
    const problem = validateNewPassword(password, values.confirmPassword);
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
        <h2 className="rpk-title" style={{ textAlign: 'center' }}>
          {t('Choose a new password')}
        </h2>
        {error && (
          <Alert
            type="error"
            title={t(error)}
            description={linkInvalid ? <Link to="/forgot-password">{t('Request a new link')}</Link> : undefined}
            style={{ marginBottom: 16 }}
          />
        )}
        <form onSubmit={onSubmit} aria-label={t('New password form')} noValidate>
          <PasswordField label={t('New Password')} name="password" autoComplete="new-password" extra={t('At least 8 characters.')} />
          <PasswordField label={t('Confirm Password')} name="confirmPassword" autoComplete="new-password" />
          <Button variant="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Reset Password')}
          </Button>
        </form>
      </Panel>
    </PageContainer>
  );
}
