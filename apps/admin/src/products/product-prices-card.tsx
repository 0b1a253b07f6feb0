import { Col, Form, InputNumber } from 'antd';
import { effectiveDiscounted, effectiveRetail, rupeesToPaisa } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import type { ProductFormMode, ProductFormValues } from './product-form';
import { ProductFormCard } from './product-form-card';
import type { ProductFieldRule } from './use-product-field-rule';

/** The prices as the server will take them: retail and discounted may stay empty and fall back on wholesale. */
function livePrices(wholesale: number | null | undefined, retail: number | null | undefined, discounted: number | null | undefined) {
  const wholesalePaisa = typeof wholesale === 'number' && wholesale > 0 ? rupeesToPaisa(wholesale) : null;
  return wholesalePaisa
    ? {
        wholesalePricePaisa: wholesalePaisa,
        retailPricePaisa: typeof retail === 'number' ? rupeesToPaisa(retail) : null,
        discountedPricePaisa: typeof discounted === 'number' ? rupeesToPaisa(discounted) : null,
      }
    : null;
}

/** The product form's "Prices" card, in rupees; on edit an empty retail or discounted box shows the fallback it gets. */
export function ProductPricesCard({ mode, rule }: { mode: ProductFormMode; rule: ProductFieldRule }) {
  const t = useT();
  const form = Form.useFormInstance<ProductFormValues>();
  const wholesale = Form.useWatch('wholesaleRupees', form);
  const retail = Form.useWatch('retailRupees', form);
  const discounted = Form.useWatch('discountedRupees', form);
  // live fallbacks as the server will apply them when retail/discounted stay empty
  const priced = livePrices(wholesale, retail, discounted);
  const rupees = <span aria-hidden>Rs.</span>;
  const optional = [
    { name: 'retailRupees', label: t('Retail price'), typed: retail, empty: t('Empty: wholesale × 1.5 ='), fallback: effectiveRetail },
    { name: 'discountedRupees', label: t('Discounted price'), typed: discounted, empty: t('Empty: wholesale × 1.2 ='), fallback: effectiveDiscounted },
  ] as const;

  return (
    <ProductFormCard title={t('Prices')}>
      <Col xs={24} md={8}>
        <Form.Item label={t('Wholesale price')} name="wholesaleRupees" required rules={[rule('wholesaleRupees')]}>
          <InputNumber prefix={rupees} style={{ width: '100%' }} step={1} />
        </Form.Item>
      </Col>
      {optional.map((o) => (
        <Col xs={24} md={8} key={o.name}>
          <Form.Item
            label={o.label}
            name={o.name}
            required={mode === 'create'}
            rules={[rule(o.name)]}
            extra={mode === 'edit' && priced && o.typed == null ? <>{o.empty} <PriceText paisa={o.fallback(priced)} /></> : undefined}
          >
            <InputNumber prefix={rupees} style={{ width: '100%' }} step={1} />
          </Form.Item>
        </Col>
      ))}
    </ProductFormCard>
  );
}
