import { Alert, Form, Modal, Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatPKR, orderLabel } from '@resellpk/domain';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import type { StaffOrderAction } from './order-actions';
import { ReasonField, ShipFields } from './order-action-fields';
import { ORDER_ACTION_TEXTS } from './order-action-texts';
import { useOrderAction } from './use-order-action';

/** The confirmation of one status move, with the shipping form or an optional reason; server refusals shown inside. */
export function OrderActionDialog({ order, action, onClose }: { order: OrderView; action: StaffOrderAction | null; onClose: () => void }) {
  const t = useT();
  const { form, error, pending, submit } = useOrderAction(order, action, onClose);

  if (!action) return null;
  const texts = ORDER_ACTION_TEXTS[action];
  const vars = { ref: isolateLtr(orderLabel(order.id)), total: formatPKR(order.totalAmountPaisa), profit: formatPKR(order.totalProfitPaisa) };

  return (
    <Modal
      open
      title={t(texts.title, vars)}
      okText={t(texts.ok)}
      cancelText={t('Back')}
      okButtonProps={{ danger: texts.danger, loading: pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      maskClosable={!pending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(texts.body, vars)}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()} disabled={pending}>
        {action === 'ship' && <ShipFields />}
        {(action === 'cancel' || action === 'return') && <ReasonField />}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {error && <Alert type="error" showIcon title={t('The order was not changed')} description={error} role="alert" />}
    </Modal>
  );
}
