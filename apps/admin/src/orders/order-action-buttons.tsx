import { Button, Flex } from 'antd';
import type { OrderStatus } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { staffActionsFor, type StaffOrderAction } from './order-actions';

/** English; the keys for t() */
const ACTION_BUTTON: Record<StaffOrderAction, { label: string; primary?: boolean; danger?: boolean }> = {
  ship: { label: 'Mark as shipped', primary: true },
  deliver: { label: 'Mark as delivered', primary: true },
  cancel: { label: 'Cancel order', danger: true },
  return: { label: 'Mark as returned', danger: true },
};

/** The order drawer's footer: a button for each move staff may make from this status. */
export function OrderActionButtons({ status, onAction }: { status: OrderStatus; onAction: (action: StaffOrderAction) => void }) {
  const t = useT();
  return (
    <Flex gap={8} wrap justify="flex-end">
      {staffActionsFor(status).map((a) => (
        <Button key={a} type={ACTION_BUTTON[a].primary ? 'primary' : 'default'} danger={ACTION_BUTTON[a].danger} onClick={() => onAction(a)}>
          {t(ACTION_BUTTON[a].label)}
        </Button>
      ))}
    </Flex>
  );
}
