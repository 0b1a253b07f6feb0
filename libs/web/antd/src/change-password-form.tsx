import { MSG, PASSWORD_MIN_LENGTH } from '@resellpk/domain';
import { api, isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, Form, Input } from 'antd';
import { useState, type ChangeEvent } from 'react';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's own checks, field by field; the server has the last word (common passwords, the current one). */
function problemsOf(v: Values): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!v.currentPassword) problems.currentPassword = MSG.currentPasswordRequired;
  if (v.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = MSG.passwordTooShort;
  if (v.confirmPassword !== v.newPassword) problems.confirmPassword = MSG.passwordsDoNotMatch;
  return problems;
}

/**
 * "Change password" for any signed-in user (the storefront's account page, the admin's): the
 * current password, the new one twice. POST /me/password ends every other session; this one stays.
 */
export function ChangePasswordForm() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const edit = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    setDone(false);
    // a field's error is re-checked as it is typed in (once it has been shown), so it goes as soon as it is fixed
    if (errors[field]) setErrors({ ...errors, [field]: problemsOf(next)[field] });
  };

  const submit = async () => {
    const problems = problemsOf(values);
    setErrors(problems);
    setFailure(null);
    setDone(false);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await api.post('/me/password', { currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setDone(true);
    } catch (err) {
      const message = serverMessage(err, MSG.somethingWentWrong);
      const field = isApiError(err) && (err.field === 'currentPassword' || err.field === 'newPassword') ? err.field : null;
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  // labels and help come translated (literal t() calls, so the Urdu coverage specs see them)
  const item = (field: Field, label: string, autoComplete: string, extra?: string) => (
    <Form.Item label={label} htmlFor={`change-password-${field}`} validateStatus={errors[field] ? 'error' : undefined} help={errors[field] ? t(errors[field]) : extra}>
      <Input.Password id={`change-password-${field}`} value={values[field]} onChange={edit(field)} autoComplete={autoComplete} maxLength={200} />
    </Form.Item>
  );

  return (
    <Form layout="vertical" onFinish={submit} aria-label={t('Change password form')}>
      {item('currentPassword', t('Current password'), 'current-password')}
      {item('newPassword', t('New password'), 'new-password', t('At least 8 characters. Common passwords are refused.'))}
      {item('confirmPassword', t('Confirm new password'), 'new-password')}
      {done && <Alert type="success" showIcon role="status" title={t(MSG.passwordChanged)} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={t(failure)} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('Change password')}
      </Button>
    </Form>
  );
}
