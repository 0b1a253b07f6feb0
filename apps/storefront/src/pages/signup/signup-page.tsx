import { COIN_MSG, MSG, normalizePhone, SIGNUP_FIELDS, signupFieldErrors, type SignupField, type SignupFieldErrors, type SignupForm } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Alert, Button, CheckboxField, LoadingBlock, Panel, PasswordField, TextField, useToast } from '@resellpk/web-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { formValues } from '../../shared/form-values';
import { PageContainer } from '../../shared/page-container';
import { homePathFor } from '../../shared/redirects';
import { readReferralCode, useReferralCodeCheck } from './referral-code';

const TEXT_FIELDS = ['name', 'email', 'whatsappNumber', 'password', 'confirmPassword'] as const;

function readForm(form: HTMLFormElement): SignupForm {
  return { ...formValues(form, TEXT_FIELDS), acceptTerms: new FormData(form).get('acceptTerms') === 'on' };
}

const isSignupField = (field: string): field is SignupField => (SIGNUP_FIELDS as readonly string[]).includes(field);

/**
 * `/signup` (optionally `?ref=CODE`): every field's problem at once, each under its field (as antd
 * Form marks them), the server's too; then /products. An email already registered says so on the
 * field, with the ways on: Login and Forgot password.
 */
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
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // a message by the button that still ends below the fold (long text, small screen) is scrolled into view
  useEffect(() => {
    if (failed || referralRefused) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failed, referralRefused]);

  if (status === 'authenticated' && user && !submitting) return <Navigate to={homePathFor(user.role)} replace />;
  if (status === 'loading') {
    return (
      <PageContainer width="narrow">
        <LoadingBlock />
      </PageContainer>
    );
  }

  /** Brings the first marked field into view (on a phone the top of the form is off screen when Sign Up is tapped). */
  const showField = (field: SignupField, focus: boolean) => {
    const element = formRef.current?.elements.namedItem(field);
    if (!(element instanceof HTMLInputElement)) return;
    element.scrollIntoView({ block: 'center' });
    if (focus) element.focus({ preventScroll: true });
  };

  const showErrors = (next: SignupFieldErrors) => {
    setErrors(next);
    const first = SIGNUP_FIELDS.find((field) => next[field]);
    if (first) showField(first, true);
  };

  // once Sign Up was tapped, a field is checked again as it changes (antd Form's way): its mark goes when it is right
  const onFieldInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name;
    if (!isSignupField(field) || !formRef.current) return;
    if (field === 'email') setEmailTaken(false);
    if (!checked) return;
    const now = signupFieldErrors(readForm(formRef.current), { client: true });
    // the password's change decides whether the confirmation still matches
    const affected: SignupField[] = field === 'password' ? ['password', 'confirmPassword'] : [field];
    setErrors((before) => {
      const next = { ...before };
      for (const f of affected) {
        if (f === 'confirmPassword' && f !== field && !before.confirmPassword) continue;
        if (now[f]) next[f] = now[f];
        else delete next[f];
      }
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readForm(event.currentTarget);
    const problems = signupFieldErrors(form, { client: true });
    setChecked(true);
    setFailed(false);
    setReferralRefused(false);
    setEmailTaken(false);
    showErrors(problems);
    if (Object.keys(problems).length) return;

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
      if (isApiError(err) && err.code === 'EMAIL_TAKEN') {
        setEmailTaken(true);
        // in view, not focused: the way on is a link under it, which a phone's keyboard would cover
        showField('email', false);
        return;
      }
      const onFields = isApiError(err) && err.status === 400 ? err.fieldErrors.filter((e) => isSignupField(e.field)) : [];
      if (onFields.length) {
        showErrors(Object.fromEntries(onFields.map((e) => [e.field, e.message])) as SignupFieldErrors);
        return;
      }
      setFailed(true);
      toast({ title: t('Signup failed'), description: t(serverMessage(err, MSG.signupFailed)), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const errorOf = (field: SignupField) => (errors[field] ? t(errors[field]) : undefined);

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
        <form ref={formRef} onSubmit={onSubmit} onInput={onFieldInput} aria-label={t('Sign up form')} noValidate>
          <TextField label={t('Full Name')} name="name" autoComplete="name" maxLength={100} error={errorOf('name')} />
          <TextField
            label={t('Email')}
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={emailTaken ? <EmailTaken /> : errorOf('email')}
          />
          <TextField
            label={t('WhatsApp Number')}
            name="whatsappNumber"
            inputMode="tel"
            autoComplete="tel"
            placeholder="03XX XXXXXXX"
            extra={t('We send order updates to this number.')}
            error={errorOf('whatsappNumber')}
          />
          <PasswordField label={t('Password')} name="password" autoComplete="new-password" extra={t('At least 8 characters.')} error={errorOf('password')} />
          <PasswordField label={t('Confirm Password')} name="confirmPassword" autoComplete="new-password" error={errorOf('confirmPassword')} />
          <CheckboxField name="acceptTerms" error={errorOf('acceptTerms')}>
            {t('I agree to the')}{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              {t('Terms of Service')}
            </Link>
          </CheckboxField>
          {/* by the button: failures that are no field's (the service down, a refused referral code) */}
          <div ref={problemRef}>
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

/** The email has an account: say so, and offer the two ways on. */
function EmailTaken() {
  const t = useT();
  return (
    <>
      {t(MSG.emailTaken)}
      <span style={{ display: 'block' }}>
        <Link to="/login" style={{ whiteSpace: 'nowrap' }}>
          {t('Login')}
        </Link>
        {' · '}
        <Link to="/forgot-password" style={{ whiteSpace: 'nowrap' }}>
          {t('Forgot password?')}
        </Link>
      </span>
    </>
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
