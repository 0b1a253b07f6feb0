import type { OrderView } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { Button, Popconfirm } from 'antd';
import { serverMessage } from '@resellpk/web-api';
import { useCancelOrder } from './orders-api';

/** Cancel before shipping, after a confirmation; stock goes back and spent coins are refunded. */
export function CancelOrderButton({ order }: { order: OrderView }) {
  const t = useT();
  const { toast } = useToast();
  const cancel = useCancelOrder();
  if (!order.cancellable) return null;
  return (
    <Popconfirm
      title={t('Cancel this order?')}
      description={t('The items go back to stock and any coins you used are refunded.')}
      okText={t('Cancel Order')}
      cancelText={t('Keep Order')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onConfirm={() =>
        cancel.mutateAsync(order.id).then(
          () => toast({ title: t('Order cancelled'), variant: 'success' }),
          (error: unknown) => toast({ title: t('Failed to cancel order'), description: t(serverMessage(error, t('Please try again.'))), variant: 'destructive' }),
        )
      }
    >
      <Button size="small" danger loading={cancel.isPending} data-testid="cancel-order">
        {t('Cancel Order')}
      </Button>
    </Popconfirm>
  );
}
