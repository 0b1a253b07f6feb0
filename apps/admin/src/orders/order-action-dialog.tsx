import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { OrderView } from '@resellpk/contracts';
import { checkShippingDetails, formatPKR, ORDER_CHANGE_LIMITS, orderLabel } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { ACTION_TARGET, type StaffOrderAction } from './order-actions';
import { useChangeOrderStatus } from './orders-api';

/** English; the keys for t() (`{{ref}}`, `{{total}}` and `{{profit}}` filled in) */
interface Texts {
  title: string;
  body: string;
  ok: string;
  done: string;
  danger: boolean;
}
export const ORDER_ACTION_TEXTS: Record<StaffOrderAction, Texts> = {
  ship: {
    title: 'Mark order {{ref}} as shipped?',
    body: 'Enter the courier and tracking details. The reseller is notified and can share the tracking link with the customer.',
    ok: 'Mark as shipped',
    done: 'Order marked as shipped',
    danger: false,
  },
  deliver: {
    title: 'Mark order {{ref}} as delivered?',
    body: "The customer has paid the courier {{total}}. The reseller's profit of {{profit}} is credited to their wallet. This cannot be undone.",
    ok: 'Mark as delivered',
    done: 'Order marked as delivered',
    danger: false,
  },
  cancel: {
    title: 'Cancel order {{ref}}?',
    body: 'The stock is put back and any coins the order spent are refunded to the reseller.',
    ok: 'Cancel order',
    done: 'Order cancelled',
    danger: true,
  },
  return: {
    title: 'Mark order {{ref}} as returned?',
    body: 'The customer refused the parcel. The stock is put back and any coins the order spent are refunded; no profit is paid.',
    ok: 'Mark as returned',
    done: 'Order marked as returned',
    danger: true,
  },
};

interface FormValues {
  courier?: string;
  trackingId?: string;
  trackingLink?: string;
  note?: string;
}
type ShipField = 'courier' | 'trackingId' | 'trackingLink';

/** The confirmation of one status move, with the shipping form or an optional reason; server refusals shown inside. */
export function OrderActionDialog({ order, action, onClose }: { order: OrderView; action: StaffOrderAction | null; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const [form] = Form.useForm<FormValues>();
  const change = useChangeOrderStatus();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!action) return;
    form.resetFields();
    setError(null);
    change.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, order.id]);

  if (!action) return null;
  const texts = ORDER_ACTION_TEXTS[action];
  const vars = { ref: isolateLtr(orderLabel(order.id)), total: formatPKR(order.totalAmountPaisa), profit: formatPKR(order.totalProfitPaisa) };

  // each shipping field checked by the rule the gateway and orders use (the others stood in as valid)
  const shipRule = (field: ShipField) => ({
    validator: (_: unknown, value: unknown) => {
      const check = checkShippingDetails({ courier: 'x', trackingId: 'x', trackingLink: 'https://x.pk', [field]: value });
      return check.ok ? Promise.resolve() : Promise.reject(new Error(t(check.message)));
    },
  });

  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      await change.mutateAsync({
        id: order.id,
        status: ACTION_TARGET[action],
        ...(action === 'ship' ? { courier: values.courier?.trim(), trackingId: values.trackingId?.trim(), trackingLink: values.trackingLink?.trim() } : {}),
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      });
      toast({ title: t(texts.done), description: orderLabel(order.id), variant: 'success' });
      onClose();
    } catch (err) {
      const message = t(serverMessage(err, 'Something went wrong. Please try again.'));
      if (isApiError(err) && err.field && ['courier', 'trackingId', 'trackingLink', 'note'].includes(err.field)) {
        form.setFields([{ name: err.field as keyof FormValues, errors: [message] }]);
      }
      setError(message);
    }
  };

  return (
    <Modal
      open
      title={t(texts.title, vars)}
      okText={t(texts.ok)}
      cancelText={t('Back')}
      okButtonProps={{ danger: texts.danger, loading: change.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      maskClosable={!change.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(texts.body, vars)}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()} disabled={change.isPending}>
        {action === 'ship' && (
          <>
            <Form.Item name="courier" label={t('Courier')} required rules={[shipRule('courier')]}>
              <Input maxLength={ORDER_CHANGE_LIMITS.courier} placeholder="TCS, Leopards, M&P, PostEx…" autoComplete="off" />
            </Form.Item>
            <Form.Item name="trackingId" label={t('Tracking ID')} required rules={[shipRule('trackingId')]}>
              <Input maxLength={ORDER_CHANGE_LIMITS.trackingId} autoComplete="off" />
            </Form.Item>
            <Form.Item name="trackingLink" label={t('Tracking link')} required rules={[shipRule('trackingLink')]}>
              <Input type="url" inputMode="url" maxLength={ORDER_CHANGE_LIMITS.trackingLink} placeholder="https://" autoComplete="off" />
            </Form.Item>
          </>
        )}
        {(action === 'cancel' || action === 'return') && (
          <Form.Item name="note" label={t('Reason (optional)')}>
            <Input.TextArea rows={3} maxLength={ORDER_CHANGE_LIMITS.note} showCount />
          </Form.Item>
        )}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {error && <Alert type="error" showIcon title={t('The order was not changed')} description={error} role="alert" />}
    </Modal>
  );
}
