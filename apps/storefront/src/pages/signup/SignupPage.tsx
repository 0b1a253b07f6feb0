import { COIN_MSG, MSG, normalizePhone, validateSignup } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Alert, Button, CheckboxField, LoadingBlock, Panel, PasswordField, TextField, useToast } from '@resellpk/web-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../shared/errors';
import { formValues } from '../../shared/form-values';
import { PageContainer } from '../../shared/PageContainer';
import { homePathFor } from '../../shared/redirects';
import { readReferralCode, useReferralCodeCheck } from './referral-code';

const FIELDS = ['name', 'email', 'whatsappNumber', 'password', 'confirmPassword'] as const;

/** `/signup` (optionally `?ref=CODE`): validation in the spec's order, then /products. */
export function SignupPage() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = readReferralCode(params.get('ref'));
  // the banner shows a code coins knows (as coins spells it); an unknown one is refused up front
  const referral = useReferralCodeCheck(referralCode);
  const [referralRefused, setReferralRefused] = useState(false);
  const { status, user, signup } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  // a message that still ends below the fold (long text, small screen) is scrolled into view
  useEffect(() => {
    if (error || failed || referralRefused) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error, failed, referralRefused]);

  if (status === 'authenticated' && user && !submitting) return <Navigate to={homePathFor(user.role)} replace />;
  if (status === 'loading') {
    return (
      <PageContainer width="narrow">
        <LoadingBlock />
      </PageContainer>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = { ...formValues(event.currentTarget, FIELDS), acceptTerms: new FormData(event.currentTarget).get('acceptTerms') === 'on' };
    const problem = validateSignup(form, { client: true });
    setError(problem);
    setFailed(false);
    setReferralRefused(false);
    if (problem) return;

    setSubmitting(true);
    try {
      await signup({
        name: form.name.trim(),
        email: form.email.trim(),
        whatsappNumber: normalizePhone(form.whatsappNumber),
        password: form.password,
        ...(referralCode ? { referralCode: referral.code ?? referralCode } : {}),
      });
      toast({
        title: t('Signup successful'),
        description: referralCode
          ? t('Welcome! You signed up with referral code {{code}}. Bonus coins will be added after your first purchase.', { code: referral.code ?? referralCode })
          : t('Welcome! Your account has been created.'),
        variant: 'success',
      });
      navigate('/products', { replace: true });
    } catch (err) {
      if (isApiError(err) && err.field === 'referralCode') {
        // the code is the problem, not the form: say so by the button, with the way out
        setReferralRefused(true);
        return;
      }
      setFailed(true);
      toast({ title: t('Signup failed'), description: t(serverMessage(err, MSG.signupFailed)), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <Panel>
        <h2 className="rpk-title" style={{ textAlign: 'center' }}>
          {t('Create your account')}
        </h2>
        <p className="rpk-muted" style={{ textAlign: 'center', marginTop: 0 }}>
          {t('Start reselling across Pakistan with cash on delivery.')}
        </p>
        {referral.code && (
          <Alert
            type="success"
            style={{ marginBottom: 16 }}
            title={t("You're signing up with referral code {{code}}", { code: referral.code })}
            description={t("You'll get bonus coins on your first purchase!")}
          />
        )}
        {referral.unknown && !referralRefused && <UnknownReferralCode />}
        <form onSubmit={onSubmit} aria-label={t('Sign up form')} noValidate>
          <TextField label={t('Full Name')} name="name" autoComplete="name" maxLength={100} />
          <TextField label={t('Email')} name="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
          <TextField
            label={t('WhatsApp Number')}
            name="whatsappNumber"
            inputMode="tel"
            autoComplete="tel"
            placeholder="03XX XXXXXXX"
            extra={t('We send order updates to this number.')}
          />
          <PasswordField label={t('Password')} name="password" autoComplete="new-password" extra={t('At least 8 characters.')} />
          <PasswordField label={t('Confirm Password')} name="confirmPassword" autoComplete="new-password" />
          <CheckboxField name="acceptTerms">
            {t('I agree to the')}{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              {t('Terms of Service')}
            </Link>
          </CheckboxField>
          {/* by the button: on a phone the top of this long form is off screen when Sign Up is tapped */}
          <div ref={problemRef}>
            {error && <Alert type="error" title={t(error)} style={{ marginBottom: 16 }} />}
            {failed && <Alert type="error" title={t(MSG.signupFailedPage)} style={{ marginBottom: 16 }} />}
            {referralRefused && <UnknownReferralCode />}
          </div>
          <Button variant="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('Sign Up')}
          </Button>
        </form>
        <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
        </p>
      </Panel>
    </PageContainer>
  );
}

/** An unknown referral code: signup with it is refused; the way out is signing up without one. */
function UnknownReferralCode() {
  const t = useT();
  return (
    <Alert
      type="error"
      style={{ marginBottom: 16 }}
      title={t(COIN_MSG.unknownReferralCode)}
      description={
        <Link to="/signup" replace>
          {t('Sign up without a referral code')}
        </Link>
      }
    />
  );
}
