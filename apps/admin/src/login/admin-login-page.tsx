import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Spin, Typography, theme } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { MSG } from '@resellpk/domain';
import type { SessionUser } from '@resellpk/contracts';
import { beginLogin, confirmSecondFactorSetup, startSecondFactorSetup, useSession } from '@resellpk/web-session';
import { Brand, Panel, useToast } from '@resellpk/web-ui';
import { LanguageSwitch, useT } from '@resellpk/web-i18n';
import { ADMIN_BASE, isStaffRole } from '../access/staff-access';
import { adminLoginErrorMessage, challengeEnded } from './login-error';
import { ResetAdminPasswordDialog } from './reset-admin-password-dialog';
import { SecondFactorCodeStep } from './second-factor-code-step';
import { TotpSetup } from '../two-factor/totp-setup';

/** password; then, for staff with two-factor sign-in, a code, or the app's set-up at the first sign-in */
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'setup'; challenge: string };

interface LoginValues {
  email?: string;
  password?: string;
}

export function AdminLoginPage() {
  const t = useT();
  const { toast } = useToast();
  const session = useSession();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginValues>();
  const [pageError, setPageError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetEmail, setResetEmail] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });

  // Staff who are already signed in have nothing to do here (the set-up's recovery codes come after the session starts).
  if (step.kind === 'password' && !submitting && session.status === 'authenticated' && isStaffRole(session.user?.role)) {
    return <Navigate to={ADMIN_BASE} replace />;
  }

  const onFinish = async (values: LoginValues) => {
    const email = (values.email ?? '').trim();
    const password = values.password ?? '';
    setPageError(null);
    if (!email || !password) {
      setPageError(MSG.loginFieldsRequired);
      return;
    }
    setSubmitting(true);
    try {
      const result = await beginLogin(email, password);
      if (!result.user) {
        setStep({ kind: result.secondFactor, challenge: result.challenge });
        setSubmitting(false);
        return;
      }
      const user = result.user;
      if (!isStaffRole(user.role)) {
        // A reseller's credentials are valid but must not keep a session opened from the admin door.
        await session.logout().catch(() => undefined);
        toast({ title: t('Access denied'), description: t(MSG.adminAccessDenied), variant: 'destructive' });
        setPageError(MSG.adminLoginPageError);
        setSubmitting(false);
        return;
      }
      welcome(user);
    } catch (err) {
      if (session.user) await session.logout().catch(() => undefined);
      toast({ title: t('Login failed'), description: t(adminLoginErrorMessage(err)), variant: 'destructive' });
      setPageError(MSG.adminLoginPageError);
      setSubmitting(false);
    }
  };

  function welcome(user: SessionUser) {
    if (!isStaffRole(user.role)) return;
    toast({ title: t('Admin login successful'), description: t('Welcome to the admin panel!'), variant: 'success' });
    navigate(ADMIN_BASE, { replace: true });
  }
  const backToPassword = (message?: string) => {
    setPageError(message ?? null);
    setStep({ kind: 'password' });
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: token.colorBgLayout,
      }}
    >
      <Panel style={{ width: '100%', maxWidth: 420 }} bodyStyle={{ padding: 24 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <Brand to="/" />
          <Typography.Title level={3} style={{ marginTop: 16, marginBottom: 4 }}>
            {t('Admin Login')}
          </Typography.Title>
          <Typography.Text type="secondary">{t(MSG.adminRestricted)}</Typography.Text>
        </div>

        {pageError && (
          <Alert type="error" showIcon title={t(pageError)} style={{ marginBottom: 16 }} role="alert" />
        )}

        {step.kind === 'code' ? (
          <SecondFactorCodeStep challenge={step.challenge} onSignedIn={welcome} onBack={backToPassword} />
        ) : step.kind === 'setup' ? (
          <>
            <Typography.Title level={5}>{t('Set up two-factor sign-in')}</Typography.Title>
            <TotpSetup
              start={() => startSecondFactorSetup(step.challenge)}
              confirm={async (code) => {
                try {
                  return (await confirmSecondFactorSetup(step.challenge, code)).recoveryCodes;
                } catch (err) {
                  const ended = challengeEnded(err);
                  if (ended) backToPassword(ended);
                  throw err;
                }
              }}
              onDone={() => session.user && welcome(session.user)}
            />
          </>
        ) : session.status === 'loading' && !submitting ? (
          <div style={{ textAlign: 'center', padding: 24 }}>
            <Spin />
          </div>
        ) : (
          <Form<LoginValues>
            form={form}
            name="admin-login"
            layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting}>
            <Form.Item label={t('Email')} name="email">
              <Input
                prefix={<MailOutlined aria-hidden />}
                autoComplete="username"
                inputMode="email"
                placeholder="admin@example.pk"
                size="large"
              />
            </Form.Item>
            <Form.Item label={t('Password')} name="password">
              <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
              {t('Login')}
            </Button>
            <div style={{ textAlign: 'center', marginTop: 16 }}>
              <Button
                type="link"
                onClick={() => {
                  setResetEmail(form.getFieldValue('email') ?? '');
                  setResetOpen(true);
                }}
              >
                {t('Forgot your password?')}
              </Button>
            </div>
          </Form>
        )}
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
          <LanguageSwitch />
        </div>
      </Panel>
      <ResetAdminPasswordDialog
        open={resetOpen}
        initialEmail={resetEmail}
        onClose={() => setResetOpen(false)}
      />
    </div>
  );
}
