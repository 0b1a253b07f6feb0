import { useEffect, useState } from 'react';
import { Alert, Button, Form, Spin, Typography } from 'antd';
import type { TotpEnrolment } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { serverMessage } from '@resellpk/web-api';
import { CodeField, fieldError, type FieldError } from './code-field';
import { RecoveryCodes } from './recovery-codes';

export interface TotpSetupProps {
  /** a new secret from the server (QR code and text) */
  start(): Promise<TotpEnrolment>;
  /** the first code from the app; answers the recovery codes */
  confirm(code: string): Promise<string[]>;
  /** after the staff member confirmed they saved the recovery codes */
  onDone(): void;
}

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), confirm with the first
 * code, then the recovery codes once. Used at the first sign-in and from /admin/account.
 */
export function TotpSetup({ start, confirm, onDone }: TotpSetupProps) {
  const t = useT();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    start().then(
      (e) => live && setEnrolment(e),
      (err: unknown) => live && setLoadError(serverMessage(err, SECOND_FACTOR_MSG.challengeExpired)),
    );
    return () => {
      live = false;
    };
    // once per mount: a new secret replaces the one being scanned
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (loadError) return <Alert type="error" showIcon title={t(loadError)} role="alert" />;
  if (!enrolment) return <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>;

  const onFinish = async ({ code }: { code?: string }) => {
    const value = (code ?? '').trim();
    if (!value) return setError({ message: SECOND_FACTOR_MSG.codeRequired });
    setError(null);
    setBusy(true);
    try {
      setCodes(await confirm(value));
    } catch (err) {
      setError(fieldError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="totp-setup">
      <Typography.Paragraph>{t('Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy).')}</Typography.Paragraph>
      <div style={{ textAlign: 'center', marginBottom: 12 }}>
        <img src={enrolment.qrDataUrl} alt={t('QR code for your authenticator app')} width={200} height={200} style={{ maxWidth: '100%', height: 'auto' }} />
      </div>
      <Typography.Paragraph>
        {t('Or type this key into the app:')}{' '}
        <Typography.Text code copyable data-testid="totp-secret" style={{ wordBreak: 'break-all', direction: 'ltr', unicodeBidi: 'embed' }}>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <CodeField label={t('Code from the app')} error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('Turn on two-factor sign-in')}
        </Button>
      </Form>
    </div>
  );
}
