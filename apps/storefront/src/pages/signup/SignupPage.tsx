import { MSG, normalizePhone, validateSignup } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { useToast, Panel } from '@resellpk/web-ui';
import { Alert, Button, Checkbox, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/errors';
import { PageContainer } from '../../shared/PageContainer';
import { homePathFor } from '../../shared/redirects';
import { readReferralCode } from './referral-code';

interface SignupFormValues {
  name?: string;
  email?: string;
  whatsappNumber?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

/** `/signup` (optionally `?ref=CODE`): validation in the spec's order, then /products. */
export function SignupPage() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = readReferralCode(params.get('ref'));
  const { status, user, signup } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (status === 'authenticated' && user && !submitting) return <Navigate to={homePathFor(user.role)} replace />;
  if (status === 'loading') {
    return (
      <PageContainer width="narrow" style={{ textAlign: 'center' }}>
        <Spin size="large" />
      </PageContainer>
    );
  }

  const onFinish = async (values: SignupFormValues) => {
    const form = {
      name: values.name ?? '',
      email: values.email ?? '',
      whatsappNumber: values.whatsappNumber ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      acceptTerms: !!values.acceptTerms,
    };
    const problem = validateSignup(form, { client: true });
    setError(problem);
    setFailed(false);
    if (problem) return;

    setSubmitting(true);
    try {
      await signup({
        name: form.name.trim(),
        email: form.email.trim(),
        whatsappNumber: normalizePhone(form.whatsappNumber),
        password: form.password,
        ...(referralCode ? { referralCode } : {}),
      });
      toast({
        title: t('Signup successful'),
        description: referralCode
          ? t('Welcome! You signed up with referral code {{code}}. Bonus coins will be added after your first purchase.', { code: referralCode })
          : t('Welcome! Your account has been created.'),
        variant: 'success',
      });
      navigate('/products', { replace: true });
    } catch (err) {
      setFailed(true);
      toast({ title: t('Signup failed'), description: t(serverMessage(err, MSG.signupFailed)), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <Panel>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {t('Create your account')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('Start reselling across Pakistan with cash on delivery.')}
        </Typography.Paragraph>
        {referralCode && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            title={t("You're signing up with referral code {{code}}", { code: referralCode })}
            description={t("You'll get bonus coins on your first purchase!")}
          />
        )}
        {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 16 }} />}
        {failed && <Alert type="error" showIcon title={t(MSG.signupFailedPage)} style={{ marginBottom: 16 }} />}
        <Form<SignupFormValues> layout="vertical" onFinish={onFinish} aria-label={t('Sign up form')} requiredMark={false}>
          <Form.Item label={t('Full Name')} name="name">
            <Input autoComplete="name" size="large" maxLength={100} />
          </Form.Item>
          <Form.Item label={t('Email')} name="email">
            <Input inputMode="email" autoComplete="email" placeholder="you@example.com" size="large" />
          </Form.Item>
          <Form.Item label={t('WhatsApp Number')} name="whatsappNumber" extra={t('We send order updates to this number.')}>
            <Input inputMode="tel" autoComplete="tel" placeholder="03XX XXXXXXX" size="large" />
          </Form.Item>
          <Form.Item label={t('Password')} name="password" extra={t('At least 8 characters.')}>
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Form.Item label={t('Confirm Password')} name="confirmPassword">
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Form.Item name="acceptTerms" valuePropName="checked">
            <Checkbox>
              {t('I agree to the')}{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                {t('Terms of Service')}
              </Link>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Sign Up')}
          </Button>
        </Form>
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
        </Typography.Paragraph>
      </Panel>
    </PageContainer>
  );
}
