import { Col, Form, InputNumber } from 'antd';
import { useT } from '@resellpk/web-i18n';
import { ProductFormCard } from './product-form-card';
import type { ProductFieldRule } from './use-product-field-rule';

/** The product form's "Stock and shipping" card: weight, stock and the coin discount. */
export function ProductStockCard({ rule }: { rule: ProductFieldRule }) {
  const t = useT();
  return (
    <ProductFormCard title={t('Stock and shipping')}>
      <Col xs={24} md={8}>
        <Form.Item label={t('Weight (kg)')} name="weightKg" rules={[rule('weightKg')]}>
          <InputNumber style={{ width: '100%' }} step={0.1} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('Stock')} name="stock" rules={[rule('stock')]}>
          <InputNumber style={{ width: '100%' }} step={1} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('Coin discount')} name="coinDiscount" rules={[rule('coinDiscount')]} tooltip={t('Coins a reseller can spend per unit for a discount')}>
          <InputNumber style={{ width: '100%' }} step={1} />
        </Form.Item>
      </Col>
    </ProductFormCard>
  );
}
