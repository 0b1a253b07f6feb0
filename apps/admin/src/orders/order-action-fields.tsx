import { Form, Input } from 'antd';
import { checkShippingDetails, ORDER_CHANGE_LIMITS } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';

type ShipField = 'courier' | 'trackingId' | 'trackingLink';

/** Marking an order shipped: the courier, tracking ID and tracking link, each required. */
export function ShipFields() {
  const t = useT();
  // each shipping field checked by the rule the gateway and orders use (the others stood in as valid)
  const shipRule = (field: ShipField) => ({
    validator: (_: unknown, value: unknown) => {
      const check = checkShippingDetails({ courier: 'x', trackingId: 'x', trackingLink: 'https://x.pk', [field]: value });
      return check.ok ? Promise.resolve() : Promise.reject(new Error(t(check.message)));
    },
  });
  return (
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
  );
}

/** Cancelling or returning an order: an optional reason. */
export function ReasonField() {
  const t = useT();
  return (
    <Form.Item name="note" label={t('Reason (optional)')}>
      <Input.TextArea rows={3} maxLength={ORDER_CHANGE_LIMITS.note} showCount />
    </Form.Item>
  );
}
