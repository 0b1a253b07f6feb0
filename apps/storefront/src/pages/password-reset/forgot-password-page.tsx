import { isEmail, MSG } from '@resellpk/domain';
import { api, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, Panel, TextField, useToast } from '@resellpk/web-ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formValues } from '../../shared/form-values';
import { PageContainer } from '../../shared/page-container';

/** `/forgot-password`: the answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget, ['email'] as const).email.trim();
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
        <h2 className="rpk-title" style={{ textAlign: 'center' }}>
          {t('Forgot your password?')}
        </h2>
        {sent ? (
          <>
            <Alert
              type="success"
              title={t("If an account exists for that email, we've sent a password reset link. Check your inbox.")}
              description={t('The link works once and expires soon. Check your spam folder if it does not arrive within a few minutes.')}
              style={{ marginBottom: 16 }}
            />
            <Link to="/login">{t('Back to Login')}</Link>
          </>
        ) : (
          <>
            <p className="rpk-muted" style={{ textAlign: 'center', marginTop: 0 }}>
              {t("Enter the email you signed up with and we'll send you a link to choose a new password.")}
            </p>
            {error && <Alert type="error" title={t(error)} style={{ marginBottom: 16 }} />}
            <form onSubmit={onSubmit} aria-label={t('Password reset form')} noValidate>
              <TextField label={t('Email')} name="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
              <Button variant="primary" htmlType="submit" size="large" block loading={submitting}>
                {t('Send Reset Link')}
              </Button>
            </form>
            <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
              <Link to="/login">{t('Back to Login')}</Link>
            </p>
          </>
        )}
      </Panel>
    </PageContainer>
  );
}
