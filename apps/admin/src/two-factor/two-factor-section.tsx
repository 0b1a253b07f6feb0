import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Spin, Tag, Typography } from 'antd';
import type { SecondFactorStatus, TotpEnabled, TotpEnrolment } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { api, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { TotpSetup } from './totp-setup';

/** /admin/account: whether two-factor sign-in is on, and setting it up. */
export function TwoFactorSection() {
  const t = useT();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [settingUp, setSettingUp] = useState(false);

  const load = useCallback(() => {
    setError(null);
    api.get<SecondFactorStatus>('/me/two-factor').then(setStatus, (err: unknown) => setError(serverMessage(err, MSG.somethingWentWrong)));
  }, []);
  useEffect(load, [load]);

  return (
    <Card title={t('Two-factor sign-in')} style={{ marginTop: 16 }} data-testid="two-factor-section">
      {error ? (
        <Alert type="error" showIcon title={t(error)} role="alert" />
      ) : !status ? (
        <Spin />
      ) : settingUp ? (
        <TotpSetup
          start={() => api.post<TotpEnrolment>('/me/two-factor/setup')}
          confirm={async (code) => (await api.post<TotpEnabled>('/me/two-factor/confirm', { code })).recoveryCodes}
          onDone={() => {
            setSettingUp(false);
            load();
          }}
        />
      ) : status.enabled ? (
        <>
          <Typography.Paragraph>
            <Tag color="success">{t('On')}</Tag> {t('You sign in with your password and a code from your authenticator app.')}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('Recovery codes left: {{count}}', { count: status.recoveryCodesLeft })}</Typography.Text>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            <Tag>{t('Off')}</Tag> {t('Protect your staff account with a code from an authenticator app on your phone.')}
          </Typography.Paragraph>
          {status.required && <Alert type="warning" showIcon title={t('Two-factor sign-in is required for staff on this site.')} style={{ marginBottom: 16 }} />}
          <Button type="primary" onClick={() => setSettingUp(true)}>
            {t('Set up two-factor sign-in')}
          </Button>
        </>
      )}
    </Card>
  );
}
