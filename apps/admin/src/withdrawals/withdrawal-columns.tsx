import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdminWithdrawalView } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { PayTo, Reseller, WithdrawalOutcome, WithdrawalStatusTag } from './withdrawal-cells';

/** The withdrawals table's columns (wide screens); `onDecide` opens the pay or reject dialog. */
export function useWithdrawalColumns(onDecide: (kind: 'paid' | 'reject', w: AdminWithdrawalView) => void): TableColumnsType<AdminWithdrawalView> {
  const t = useT();
  return [
    // the request's date under its reference: with the reseller's column the table still fits 1280 px beside the menu
    {
      title: t('Requested'),
      key: 'ref',
      width: 150,
      render: (_, w) => (
        <>
          <Typography.Text code>{w.referenceCode}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
            <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
          </Typography.Text>
        </>
      ),
    },
    { title: t('Reseller'), key: 'reseller', width: 190, render: (_, w) => <Reseller w={w} /> },
    { title: t('Pay to'), key: 'to', render: (_, w) => <PayTo w={w} /> },
    { title: t('Amount'), key: 'amount', width: 110, align: 'right', render: (_, w) => <strong dir="ltr">{formatPKR(w.amountPaisa)}</strong> },
    { title: t('Status'), key: 'status', width: 100, render: (_, w) => <WithdrawalStatusTag status={w.status} /> },
    { title: t('Actions'), key: 'actions', width: 180, render: (_, w) => <WithdrawalOutcome w={w} onDecide={onDecide} /> },
  ];
}
