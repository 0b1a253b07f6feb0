import { Card, Flex, Typography } from 'antd';
import type { AdminWithdrawalView } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { formatDateTime } from '@resellpk/web-i18n';
import { PayTo, Reseller, WithdrawalOutcome, WithdrawalStatusTag } from './withdrawal-cells';

/** Phones: the withdrawals as cards, each with its outcome or its two buttons. */
export function WithdrawalCards({ items, onDecide }: { items: AdminWithdrawalView[]; onDecide: (kind: 'paid' | 'reject', w: AdminWithdrawalView) => void }) {
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((w) => (
        <li key={w.id} data-testid="withdrawal-card">
          <Card size="small">
            <Flex justify="space-between" gap={8} align="flex-start" style={{ marginBottom: 8 }}>
              <Reseller w={w} />
              <WithdrawalStatusTag status={w.status} />
            </Flex>
            <Flex justify="space-between" gap={8} align="flex-start">
              <PayTo w={w} />
            </Flex>
            <Flex justify="space-between" gap={8} align="center" wrap style={{ marginTop: 8 }}>
              <strong dir="ltr" style={{ fontSize: 16 }}>
                {formatPKR(w.amountPaisa)}
              </strong>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {w.referenceCode} · <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
              </Typography.Text>
            </Flex>
            <div style={{ marginTop: 8 }}>
              <WithdrawalOutcome w={w} onDecide={onDecide} />
            </div>
          </Card>
        </li>
      ))}
    </Flex>
  );
}
