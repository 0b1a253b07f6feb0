import { useT } from '@resellpk/web-i18n';
import { Input, Modal } from 'antd';
import { useState } from 'react';

/** Reject with an optional reason shown to the reseller (spec 5: the reason is optional). */
export function RejectDialog({ open, busy, onCancel, onReject }: { open: boolean; busy: boolean; onCancel: () => void; onReject: (reason: string) => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={t('Reject payment request')}
      okText={t('Reject')}
      okButtonProps={{ danger: true, loading: busy, ...({ 'data-testid': 'confirm-reject' } as Record<string, string>) }}
      cancelText={t('Cancel')}
      onCancel={onCancel}
      onOk={() => onReject(reason)}
      destroyOnHidden
    >
      <label htmlFor="reject-reason" style={{ display: 'block', marginBottom: 8 }}>
        {t('Reason (optional)')}
      </label>
      <Input.TextArea id="reject-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('e.g. No payment received for this reference')} />
    </Modal>
  );
}
