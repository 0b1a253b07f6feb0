import { MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Alert, Button, LoadingBlock, Panel, PasswordField, TextField, useToast } from '@resellpk/web-ui';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@resellpk/web-api';
import { formValues } from '../../shared/form-values';
import { PageContainer } from '../../shared/page-container';
import { homePathFor } from '../../shared/redirects';

/** `/login`: staff land on /admin, resellers on `?redirect=` or /products. */
export function LoginPage() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // RequireAuth passes the page it came from as router state; links may use ?redirect=
  const redirect = params.get('redirect') ?? (location.state as { from?: string } | null)?.from ?? null;
  const { status, user, login } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // a signed-in visitor has nothing to do here (the submit handler navigates after its own login)
  if (status === 'authenticated' && user && !submitting) return <Navigate to={homePathFor(user.role, redirect)} replace />;
  if (status === 'loading') {
    return (
      <PageContainer width="narrow">
        <LoadingBlock />
      </PageContainer>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['email', 'password'] as const);
    const email = values.email.trim();
    const password = values.password;
    if (!email || !password) {
      setError(MSG.loginFieldsRequired);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const signedIn = await login(email, password);
      toast({ title: t('Login successful'), description: t('Welcome back!'), variant: 'success' });
      navigate(homePathFor(signedIn.role, redirect), { replace: true });
    } catch (err) {
      toast({ title: t('Login failed'), description: t(serverMessage(err, MSG.invalidCredentials)), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <Panel>
        <h2 className="rpk-title" style={{ textAlign: 'center' }}>
          {t('Login')}
        </h2>
        <p className="rpk-muted" style={{ textAlign: 'center', marginTop: 0 }}>
          {t('Welcome back! Log in to continue reselling.')}
        </p>
        {error && <Alert type="error" title={t(error)} style={{ marginBottom: 16 }} />}
        <form onSubmit={onSubmit} aria-label={t('Login form')} noValidate>
          <TextField label={t('Email')} name="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
          <PasswordField label={t('Password')} name="password" autoComplete="current-password" />
          <div style={{ textAlign: 'end', margin: '-12px 0 16px' }}>
            <Link to="/forgot-password">{t('Forgot password?')}</Link>
          </div>
          <Button variant="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Login')}
          </Button>
        </form>
        <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t("Don't have an account?")} <Link to="/signup">{t('Sign Up')}</Link>
        </p>
      </Panel>
    </PageContainer>
  );
}
