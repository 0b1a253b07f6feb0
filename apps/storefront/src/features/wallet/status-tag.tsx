import { useT } from '@resellpk/web-i18n';
import { PAYMENT_STATUS_COLOR, PAYMENT_STATUS_LABEL } from '@resellpk/web-live';
import { Tag } from 'antd';

/** A payment request's status badge (spec 4: pending, under review, approved, rejected, cancelled). */
export function PaymentStatusTag({ status }: { status: string }) {
  const t = useT();
  return (
    <Tag color={PAYMENT_STATUS_COLOR[status] ?? 'default'} data-testid="payment-status" style={{ marginInlineEnd: 0 }}>
      {t(PAYMENT_STATUS_LABEL[status] ?? status)}
    </Tag>
  );
}
