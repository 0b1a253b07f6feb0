import { MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { useToast, Panel } from '@resellpk/web-ui';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/errors';
import { PageContainer } from '../../shared/PageContainer';
import { homePathFor } from '../../shared/redirects';

interface LoginForm {
  email?: string;
  password?: string;
}

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
      <PageContainer width="narrow" style={{ textAlign: 'center' }}>
        <Spin size="large" />
      </PageContainer>
    );
  }

  const onFinish = async (values: LoginForm) => {
    const email = (values.email ?? '').trim();
    const password = values.password ?? '';
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
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {t('Login')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('Welcome back! Log in to continue reselling.')}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 16 }} />}
        <Form<LoginForm> layout="vertical" onFinish={onFinish} aria-label={t('Login form')} requiredMark={false}>
          <Form.Item label={t('Email')} name="email">
            <Input inputMode="email" autoComplete="email" placeholder="you@example.com" size="large" />
          </Form.Item>
          <Form.Item label={t('Password')} name="password" style={{ marginBottom: 8 }}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <div style={{ textAlign: 'end', marginBottom: 16 }}>
            <Link to="/forgot-password">{t('Forgot password?')}</Link>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Login')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t("Don't have an account?")} <Link to="/signup">{t('Sign Up')}</Link>
        </Typography.Paragraph>
      </Panel>
    </PageContainer>
  );
}
