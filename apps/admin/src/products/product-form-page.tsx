import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AdminProductView } from '@resellpk/contracts';
import { PageHeader } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { PRODUCT_FORM_DEFAULTS, toFormValues, type ProductFormMode, type ProductFormValues } from './product-form';
import { PRODUCTS_PATH, productViewPath } from './product-paths';
import { ProductNotReady } from './product-not-ready';
import { useAdminProduct } from './products-api';
import { ProductDetailsCard } from './product-details-card';
import { ProductPricesCard } from './product-prices-card';
import { ProductStockCard } from './product-stock-card';
import { ProductImagesCard } from './product-images-card';
import { useProductFieldRule } from './use-product-field-rule';
import { useProductImages } from './use-product-images';
import { useSaveProduct } from './use-save-product';

/** `/admin/products/create` */
export function ProductCreatePage() {
  return <ProductFormScreen mode="create" />;
}

/** `/admin/products/:id/edit` */
export function ProductEditPage() {
  const { id } = useParams();
  const product = useAdminProduct(id);
  if (product.isPending || product.isError || !product.data) return <ProductNotReady failed={!product.isPending} />;
  return <ProductFormScreen mode="edit" product={product.data} key={product.data.id} />;
}

/** The product form, to add or edit: its four cards and the save and cancel buttons. */
function ProductFormScreen({ mode, product }: { mode: ProductFormMode; product?: AdminProductView }) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const images = useProductImages(product);
  const { saving, onFinish } = useSaveProduct(form, mode, product, images);
  const rule = useProductFieldRule(form, mode);
  const title = mode === 'create' ? t('Add Product') : t('Edit Product');

  return (
    <>
      <PageHeader
        title={title}
        subtitle={product ? product.name : t('Prices are typed in rupees.')}
        back={
          <Link to={product ? productViewPath(product.id) : PRODUCTS_PATH} style={{ display: 'inline-block', marginBottom: 4 }}>
            <ArrowLeftOutlined /> {product ? t('Back to product') : t('Back to products')}
          </Link>
        }
      />
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={product ? toFormValues(product) : PRODUCT_FORM_DEFAULTS}
        onFinish={(v) => void onFinish(v)}
        onFinishFailed={({ errorFields }) => errorFields[0] && form.scrollToField(errorFields[0].name)}
        scrollToFirstError={false}
        disabled={saving}
        requiredMark
        style={{ maxWidth: 960 }}
      >
        <ProductDetailsCard rule={rule} />
        <ProductPricesCard mode={mode} rule={rule} />
        <ProductStockCard rule={rule} />
        <ProductImagesCard mode={mode} stored={product?.images ?? []} images={images} />

        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="primary" htmlType="submit" loading={saving} disabled={false}>
            {mode === 'create' ? t('Create Product') : t('Save Changes')}
          </Button>
          <Button onClick={() => navigate(product ? productViewPath(product.id) : PRODUCTS_PATH)} disabled={saving}>
            {t('Cancel')}
          </Button>
        </div>
      </Form>
    </>
  );
}
