import { useT } from '@resellpk/web-i18n';
import { PAYMENT_STATUS_COLOR, PAYMENT_STATUS_LABEL } from '@resellpk/web-live';
import { Tag } from 'antd';

export function PaymentStatusTag({ status }: { status: string }) {
  const t = useT();
  return (
    <Tag color={PAYMENT_STATUS_COLOR[status] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid="payment-status">
      {t(PAYMENT_STATUS_LABEL[status] ?? status)}
    </Tag>
  );
}
