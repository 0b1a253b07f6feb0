import { Form } from 'antd';
import { useEffect, useState } from 'react';
import type { OrderView } from '@resellpk/contracts';
import { orderLabel } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { ACTION_TARGET, type StaffOrderAction } from './order-actions';
import { ORDER_ACTION_TEXTS } from './order-action-texts';
import { useChangeOrderStatus } from './orders-api';

/** What the order action dialog's form holds: the shipping details, or a reason. */
export interface OrderActionValues {
  courier?: string;
  trackingId?: string;
  trackingLink?: string;
  note?: string;
}

/**
 * The order action dialog's state: its form (emptied for each new move), the status change it
 * sends, and the server's refusal, marked on its field and kept for the dialog to show.
 */
export function useOrderAction(order: OrderView, action: StaffOrderAction | null, onClose: () => void) {
  const t = useT();
  const { toast } = useToast();
  const [form] = Form.useForm<OrderActionValues>();
  const change = useChangeOrderStatus();
  const [error, setError] = useState<string | null>(null);

  // a fresh dialog for each move (deliberately not on every new `form`/`change` identity)
  useEffect(() => {
    if (!action) return;
    form.resetFields();
    setError(null);
    change.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, order.id]);

  const submit = async () => {
    if (!action) return;
    const values = await form.validateFields();
    setError(null);
    try {
      await change.mutateAsync({
        id: order.id,
        status: ACTION_TARGET[action],
        ...(action === 'ship' ? { courier: values.courier?.trim(), trackingId: values.trackingId?.trim(), trackingLink: values.trackingLink?.trim() } : {}),
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      });
      toast({ title: t(ORDER_ACTION_TEXTS[action].done), description: orderLabel(order.id), variant: 'success' });
      onClose();
    } catch (err) {
      const message = t(serverMessage(err, 'Something went wrong. Please try again.'));
      if (isApiError(err) && err.field && ['courier', 'trackingId', 'trackingLink', 'note'].includes(err.field)) {
        form.setFields([{ name: err.field as keyof OrderActionValues, errors: [message] }]);
      }
      setError(message);
    }
  };

  return { form, error, pending: change.isPending, submit };
}
