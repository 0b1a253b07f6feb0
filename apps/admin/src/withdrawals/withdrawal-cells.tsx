import { Button, Flex, Tag, Typography } from 'antd';
import type { AdminWithdrawalView, WithdrawalStatus } from '@resellpk/contracts';
import { formatIban, formatPhone, PAYOUT_KIND_LABEL } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { STATUS_COLORS, STATUS_LABELS } from './withdrawal-status';

// what a withdrawal shows in the table, on a phone's card and in the decision dialog

/** Where to send the money, as staff type it into the bank or wallet app. */
export function PayTo({ w }: { w: AdminWithdrawalView }) {
  const t = useT();
  const a = w.payoutAccount;
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {a.kind === 'bank' ? a.bankName : t(PAYOUT_KIND_LABEL[a.kind])} · {a.accountHolder}
      </Typography.Text>
      <Typography.Text copyable={{ text: a.iban ?? a.mobileNumber ?? '' }} style={{ display: 'block', wordBreak: 'break-all' }} dir="ltr">
        {a.iban ? formatIban(a.iban) : formatPhone(a.mobileNumber)}
      </Typography.Text>
    </div>
  );
}

/** Who asked: the reseller's name and email (from identity; a dash when it did not answer). */
export function Reseller({ w }: { w: AdminWithdrawalView }) {
  if (!w.reseller) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div style={{ minWidth: 0 }} data-testid="withdrawal-reseller">
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {w.reseller.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, wordBreak: 'break-all' }}>
        {w.reseller.email}
      </Typography.Text>
    </div>
  );
}

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="withdrawal-status">{t(STATUS_LABELS[status])}</Tag>;
}

/** A pending request's two buttons, or what was decided (the reference or the reason) and when. */
export function WithdrawalOutcome({ w, onDecide }: { w: AdminWithdrawalView; onDecide: (kind: 'paid' | 'reject', w: AdminWithdrawalView) => void }) {
  const t = useT();
  return w.status === 'pending' ? (
    <Flex gap={8} wrap>
      <Button type="primary" size="small" onClick={() => onDecide('paid', w)} data-testid="mark-paid">
        {t('Mark paid')}
      </Button>
      <Button danger size="small" onClick={() => onDecide('reject', w)} data-testid="reject">
        {t('Reject')}
      </Button>
    </Flex>
  ) : (
    <div style={{ fontSize: 12, minWidth: 0 }}>
      <div style={{ wordBreak: 'break-word' }}>{w.status === 'paid' ? t('Reference: {{reference}}', { reference: w.transferReference }) : t('Reason: {{reason}}', { reason: w.rejectionReason })}</div>
      {w.decidedAt && <Typography.Text type="secondary">{formatDateTime(w.decidedAt)}</Typography.Text>}
    </div>
  );
}
