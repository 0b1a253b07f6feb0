import { useState } from 'react';
import { Alert, Button, Checkbox, Typography } from 'antd';
import { useT } from '@resellpk/web-i18n';

/** The ten recovery codes, shown once: the staff member confirms they saved them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  return (
    <div data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title={t('Save your recovery codes')}
        description={t('Each code signs you in once if you lose your phone. They are shown only now.')}
        style={{ marginBottom: 16 }}
      />
      <ol style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8, paddingInlineStart: 24, direction: 'ltr' }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n'), tooltips: [t('Copy all codes'), t('Copied')] }}>{t('Copy all codes')}</Typography.Paragraph>
      <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} style={{ marginBottom: 16 }}>
        {t('I saved my recovery codes')}
      </Checkbox>
      <Button type="primary" block size="large" disabled={!saved} onClick={onDone}>
        {t('Continue')}
      </Button>
    </div>
  );
}
