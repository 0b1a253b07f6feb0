import { Alert, Card, Input, Modal, Typography } from 'antd';
import { formatPKR } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import type { WithdrawalDecision } from './use-withdrawal-decision';
import { PayTo, Reseller } from './withdrawal-cells';

/** Mark a withdrawal paid (with the transfer reference) or reject it (with the reason the reseller is told). */
export function DecisionDialog({ decision }: { decision: WithdrawalDecision }) {
  const t = useT();
  const { dialog, text, setText, error } = decision;
  return (
    <Modal
      open={dialog !== null}
      title={dialog?.kind === 'paid' ? t('Mark withdrawal paid') : t('Reject withdrawal')}
      okText={dialog?.kind === 'paid' ? t('Mark paid') : t('Reject')}
      okButtonProps={{ danger: dialog?.kind === 'reject', loading: decision.pending }}
      cancelText={t('Cancel')}
      onOk={decision.confirm}
      onCancel={decision.close}
      destroyOnHidden
    >
      {dialog && (
        <>
          <Typography.Paragraph>
            {dialog.kind === 'paid'
              ? t('Confirm that {{amount}} was sent to this account:', { amount: formatPKR(dialog.w.amountPaisa) })
              : t('{{amount}} goes back to the reseller\'s wallet. Tell them why:', { amount: formatPKR(dialog.w.amountPaisa) })}
          </Typography.Paragraph>
          <Card size="small" style={{ marginBottom: 12 }}>
            <div style={{ marginBottom: 8 }}>
              <Reseller w={dialog.w} />
            </div>
            <PayTo w={dialog.w} />
          </Card>
          <label htmlFor="decision-text" style={{ display: 'block', marginBottom: 4 }}>
            {dialog.kind === 'paid' ? t('Transfer reference') : t('Reason')}
          </label>
          {dialog.kind === 'paid' ? (
            <Input id="decision-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} status={error ? 'error' : undefined} data-testid="decision-text" autoFocus />
          ) : (
            <Input.TextArea id="decision-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} rows={3} status={error ? 'error' : undefined} data-testid="decision-text" autoFocus />
          )}
          {error && <Alert type="error" showIcon title={t(error)} role="alert" style={{ marginTop: 8 }} />}
        </>
      )}
    </Modal>
  );
}
