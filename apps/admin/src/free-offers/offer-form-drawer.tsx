import { useEffect, useMemo } from 'react';
import { Alert, Button, Drawer, Flex, Form, Grid, Input, InputNumber, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FreeOfferView } from '@resellpk/contracts';
import { CATALOG_MSG, estimatedProfitMarginPercent } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { PriceText, useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { useAdminProducts } from '../products/products-api';
import { OFFER_FORM_DEFAULTS, offerFormErrors, offerFormField, toOfferFormValues, toOfferInput, type OfferFormValues } from './offer-form';
import { useSaveOffer } from './offers-api';

/** Create (offer undefined) or edit an offer in a drawer; closes on success. */
export function OfferFormDrawer({ open, offer, onClose }: { open: boolean; offer?: FreeOfferView; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<OfferFormValues>();
  const products = useAdminProducts();
  const save = useSaveOffer();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(offer ? toOfferFormValues(offer) : OFFER_FORM_DEFAULTS);
  }, [open, offer, form]);

  // gifts are premium products; an edited offer keeps showing products it already has
  const premium = useMemo(() => {
    const list = (products.data ?? []).filter((p) => p.planAccess !== 'free');
    const known = new Set(list.map((p) => p.id));
    const extra = (offer?.products ?? []).filter((p) => !known.has(p.id)).map((p) => ({ id: p.id, name: p.name, wholesalePricePaisa: p.wholesalePricePaisa }));
    return [...list.map((p) => ({ id: p.id, name: p.name, wholesalePricePaisa: p.wholesalePricePaisa })), ...extra];
  }, [products.data, offer]);

  const threshold = Form.useWatch('thresholdRupees', form);
  const selected = Form.useWatch('productIds', form) as string[] | undefined;
  const wholesaleList = (selected ?? []).map((id) => premium.find((p) => p.id === id)?.wholesalePricePaisa ?? 0);
  const thresholdPaisa = typeof threshold === 'number' && threshold > 0 ? Math.round(threshold * 100) : 0;
  const margin = thresholdPaisa && wholesaleList.length ? estimatedProfitMarginPercent(thresholdPaisa, wholesaleList) : null;
  const giftsValue = wholesaleList.reduce((a, b) => a + b, 0);

  const rule = (name: keyof OfferFormValues): Rule => ({
    validator: async () => {
      const msg = offerFormErrors(form.getFieldsValue(true) as OfferFormValues).get(name);
      if (msg) throw new Error(t(msg));
    },
  });

  const onFinish = (values: OfferFormValues) => {
    save.mutate(
      { id: offer?.id, input: toOfferInput({ ...OFFER_FORM_DEFAULTS, ...values }) },
      {
        onSuccess: () => {
          toast({ title: offer ? t('Offer updated') : t('Offer created'), variant: 'success' });
          onClose();
        },
        onError: (err) => {
          const field = isApiError(err) ? offerFormField(err.field) : undefined;
          if (field && isApiError(err)) form.setFields([{ name: field, errors: [t(err.message)] }]);
          toast({ title: t(CATALOG_MSG.offerSaveFailed), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={offer ? t('Edit Offer') : t('Create Offer')}
      size={screens.md ? 560 : '100%'}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {offer ? t('Save Offer') : t('Create Offer')}
          </Button>
        </Flex>
      }
    >
      <Form<OfferFormValues> form={form} layout="vertical" onFinish={onFinish} initialValues={OFFER_FORM_DEFAULTS} disabled={save.isPending}>
        <Form.Item label={t('Offer name')} name="name" required rules={[rule('name')]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label={t('Description')} name="description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item label={t('Minimum order threshold')} name="thresholdRupees" required rules={[rule('thresholdRupees')]} style={{ flex: '1 1 180px' }}>
            <InputNumber prefix={<span aria-hidden>Rs.</span>} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('Max units per order')} name="maxUnitsPerOrder" required rules={[rule('maxUnitsPerOrder')]} style={{ flex: '1 1 140px' }}>
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('Active')} name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('Eligible products')}
          name="productIds"
          required
          rules={[rule('productIds')]}
          extra={t('Premium products only; each is given free once the order reaches the threshold.')}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={products.isPending}
            placeholder={t('Search premium products')}
            aria-label={t('Eligible products')}
            options={premium.map((p) => ({ value: p.id, label: p.name }))}
            notFoundContent={products.isPending ? t('Loading...') : t('No premium products')}
          />
        </Form.Item>
        {margin !== null && (
          <Alert
            type={margin >= 0 ? 'info' : 'warning'}
            data-testid="offer-margin"
            title={
              <span>
                {t('Estimated profit margin:')} <strong>{margin}%</strong>
              </span>
            }
            description={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('(threshold − sum of wholesale prices) / threshold × 100')} — <PriceText paisa={thresholdPaisa} /> − <PriceText paisa={giftsValue} />
              </Typography.Text>
            }
          />
        )}
      </Form>
    </Drawer>
  );
}
