import { Col, Form, Input, Radio } from 'antd';
import { useT } from '@resellpk/web-i18n';
import { CategoryField } from './category-field';
import { ProductFormCard } from './product-form-card';
import type { ProductFieldRule } from './use-product-field-rule';

/** The product form's "Details" card: the names, the description, the category and the plan access. */
export function ProductDetailsCard({ rule }: { rule: ProductFieldRule }) {
  const t = useT();
  return (
    <ProductFormCard title={t('Details')}>
      <Col xs={24} md={12}>
        <Form.Item label={t('Product name')} name="name" required rules={[rule('name')]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('Short name')} name="shortName" required rules={[rule('shortName')]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={t('Long name')} name="longName" required rules={[rule('longName')]}>
          <Input maxLength={300} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={t('Description')} name="description" required rules={[rule('description')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('Category')} name="category" required rules={[rule('category')]}>
          <CategoryField />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('Plan access')} name="planAccess" required>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'free', label: t('Free') },
              { value: 'premium', label: t('Premium') },
            ]}
          />
        </Form.Item>
      </Col>
    </ProductFormCard>
  );
}
