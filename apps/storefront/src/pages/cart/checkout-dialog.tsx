import type { CustomerDetails, OrderQuote } from '@resellpk/contracts';
import { CUSTOMER_INPUT_MAX, validateCustomerDetails } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { Button, Form, Input, Modal, Typography, type FormInstance } from 'antd';

export type CustomerField = keyof CustomerDetails;
const FIELDS: CustomerField[] = ['name', 'phone', 'address', 'city'];

/** A valid customer, so checking one field at a time reports that field's own problem. */
const VALID: CustomerDetails = { name: 'Ayesha Khan', phone: '03001234567', address: 'House 1, Street 1', city: 'Lahore' };

/** antd rule that runs the checkout form's shared rule for one field (the server runs it too). */
const ruleFor = (field: CustomerField, t: (s: string) => string) => ({
  validator: (_: unknown, value: unknown) => {
    const checked = validateCustomerDetails({ ...VALID, [field]: value });
    return checked.ok ? Promise.resolve() : Promise.reject(new Error(t(checked.message)));
  },
});

/**
 * The end customer's details (PRODUCT.md "Orders"): name, Pakistani mobile, address, city. Field
 * errors from the server land on their field (`form.setFields` by the page).
 */
export function CheckoutDialog(props: {
  open: boolean;
  quote: OrderQuote | undefined;
  form: FormInstance<CustomerDetails>;
  placing: boolean;
  onPlace: (customer: CustomerDetails) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={props.open}
      title={t('Checkout')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden={false}
      maskClosable={!props.placing}
      closable={!props.placing}
      width={480}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t("Your customer's details: the courier delivers to this address and collects the total in cash.")}
      </Typography.Paragraph>
      <Form<CustomerDetails>
        form={props.form}
        layout="vertical"
        requiredMark
        onFinish={(values) => props.onPlace(values)}
        disabled={props.placing}
        data-testid="checkout-form"
      >
        <Form.Item name="name" label={t('Customer Name')} rules={[ruleFor('name', t)]} required>
          <Input autoComplete="off" maxLength={CUSTOMER_INPUT_MAX.name} placeholder={t('e.g. Ayesha Khan')} />
        </Form.Item>
        <Form.Item name="phone" label={t('Customer Mobile Number')} rules={[ruleFor('phone', t)]} required>
          <Input autoComplete="off" inputMode="tel" maxLength={CUSTOMER_INPUT_MAX.phone} placeholder="0300-1234567" dir="ltr" />
        </Form.Item>
        <Form.Item name="address" label={t('Delivery Address')} rules={[ruleFor('address', t)]} required>
          <Input.TextArea autoComplete="off" maxLength={CUSTOMER_INPUT_MAX.address} autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t('House, street, area')} />
        </Form.Item>
        <Form.Item name="city" label={t('City')} rules={[ruleFor('city', t)]} required>
          <Input autoComplete="off" maxLength={CUSTOMER_INPUT_MAX.city} placeholder={t('e.g. Lahore')} />
        </Form.Item>
        {props.quote && (
          <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, marginBottom: 12 }}>
            <span>{t('Total Amount')}</span>
            <PriceText paisa={props.quote.totalAmountPaisa} />
          </div>
        )}
        <Button type="primary" htmlType="submit" block size="large" loading={props.placing} disabled={!props.quote?.orderable} data-testid="place-order">
          {t('Place Order')}
        </Button>
      </Form>
    </Modal>
  );
}

/** The form field a server error is about: the gateway says `customer.phone`, orders-service `phone`. */
export function customerFieldOf(field: string | undefined): CustomerField | null {
  const name = field?.startsWith('customer.') ? field.slice('customer.'.length) : field;
  return FIELDS.find((f) => f === name) ?? null;
}
