import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import type { SessionUser } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { completeSecondFactor } from '@resellpk/web-session';
import { challengeEnded } from './login-error';
import { CodeField, fieldError, type FieldError } from '../two-factor/code-field';

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorCodeStep({ challenge, onSignedIn, onBack }: { challenge: string; onSignedIn: (user: SessionUser) => void; onBack: (message?: string) => void }) {
  const t = useT();
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ code }: { code?: string }) => {
    const value = (code ?? '').trim();
    if (!value) return setError({ message: SECOND_FACTOR_MSG.codeRequired });
    setError(null);
    setBusy(true);
    try {
      onSignedIn(await completeSecondFactor(challenge, value));
    } catch (err) {
      // timed out, or too many wrong codes: the password again, a code alone cannot revive it
      const ended = challengeEnded(err);
      if (ended) return onBack(ended);
      setError(fieldError(err));
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" name="admin-second-factor" onFinish={onFinish} requiredMark={false} disabled={busy}>
      <Typography.Paragraph>{t('Enter the 6-digit code your authenticator app shows, or one of your recovery codes.')}</Typography.Paragraph>
      <CodeField label={t('Verification code')} error={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('Verify')}
      </Button>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Button type="link" onClick={() => onBack()}>
          {t('Back to login')}
        </Button>
      </div>
    </Form>
  );
}
