import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AdminProductView, ProductImage } from '@resellpk/contracts';
import { CATALOG_MSG, effectiveDiscounted, effectiveRetail, fillMessage, rupeesToPaisa } from '@resellpk/domain';
import { isApiError, serverMessage } from '@resellpk/web-api';
import { PageHeader, PriceText, useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { CategoryField } from './category-field';
import { ImagesField } from './images-field';
import { chunkFiles } from './image-check';
import { formFieldFor, PRODUCT_FORM_DEFAULTS, productFormErrors, toFormValues, toProductInput, type ProductFormValues } from './product-form';
import { PRODUCTS_PATH, productEditPath, productViewPath } from './product-paths';
import { ProductNotReady } from './product-not-ready';
import { useAdminProduct, useCreateProduct, useRemoveImage, useUpdateProduct, useUploadImages } from './products-api';

/** Router state handed to the edit page when images failed right after a create. */
interface CarryState {
  pendingFiles?: File[];
}

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

function ProductFormScreen({ mode, product }: { mode: 'create' | 'edit'; product?: AdminProductView }) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<ProductFormValues>();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const upload = useUploadImages();
  const removeImage = useRemoveImage();
  const [pending, setPending] = useState<File[]>(() => (location.state as CarryState | null)?.pendingFiles ?? []);
  const [saving, setSaving] = useState(false);
  const stored: ProductImage[] = product?.images ?? [];

  // the files carried over from a create are now in state; drop them from history
  useEffect(() => {
    if ((location.state as CarryState | null)?.pendingFiles) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wholesale = Form.useWatch('wholesaleRupees', form);
  const retail = Form.useWatch('retailRupees', form);
  const discounted = Form.useWatch('discountedRupees', form);

  /** every field is checked by the shared rules in @resellpk/domain, the same the server runs */
  const rule = (name: keyof ProductFormValues): Rule => ({
    validator: async () => {
      const found = productFormErrors(form.getFieldsValue(true) as ProductFormValues, mode).find((e) => e.name === name);
      if (found) throw new Error(t(found.errors[0]));
    },
  });

  const uploadAll = async (id: string) => {
    for (const files of chunkFiles(pending)) {
      await upload.mutateAsync({ id, files });
    }
    setPending([]);
  };

  const imageFailed = (err: unknown) => {
    const detail = serverMessage(err);
    toast({
      title: t(CATALOG_MSG.imageUploadFailedTitle),
      description: detail && detail !== CATALOG_MSG.imageUploadFailed ? `${t(CATALOG_MSG.imageUploadFailed)} ${t(detail)}` : t(CATALOG_MSG.imageUploadFailed),
      variant: 'destructive',
    });
  };

  const showServerField = (err: unknown): boolean => {
    if (!isApiError(err)) return false;
    const field = formFieldFor(err.field);
    if (!field) return false;
    form.setFields([{ name: field, errors: [t(err.message)] }]);
    form.scrollToField(field);
    return true;
  };

  const onFinish = async (values: ProductFormValues) => {
    const input = toProductInput({ ...PRODUCT_FORM_DEFAULTS, ...values }, mode);
    setSaving(true);
    try {
      if (mode === 'create') {
        let created: AdminProductView;
        try {
          created = await create.mutateAsync(input);
        } catch (err) {
          showServerField(err);
          const detail = serverMessage(err);
          toast({
            title: fillMessage(t(CATALOG_MSG.createProductFailed), { error: detail ? t(detail) : t('Something went wrong') }),
            variant: 'destructive',
          });
          return;
        }
        try {
          await uploadAll(created.id);
        } catch (err) {
          imageFailed(err);
          // the product exists now: continue on its edit page with the chosen files still there
          navigate(productEditPath(created.id), { replace: true, state: { pendingFiles: pending } satisfies CarryState });
          return;
        }
        toast({ title: t('Product created'), description: created.name, variant: 'success' });
        navigate(PRODUCTS_PATH);
      } else if (product) {
        try {
          await update.mutateAsync({ id: product.id, input });
        } catch (err) {
          showServerField(err);
          const detail = serverMessage(err);
          toast({ title: t(CATALOG_MSG.updateProductFailed), description: detail ? t(detail) : undefined, variant: 'destructive' });
          return;
        }
        try {
          await uploadAll(product.id);
        } catch (err) {
          imageFailed(err);
          return;
        }
        toast({ title: t('Product updated'), description: input.name, variant: 'success' });
        navigate(PRODUCTS_PATH);
      }
    } finally {
      setSaving(false);
    }
  };

  const onRemoveStored = (image: ProductImage) => {
    if (!product) return;
    removeImage.mutate(
      { id: product.id, imageId: image.id },
      {
        onError: (err) => {
          const detail = serverMessage(err);
          toast({ title: t('Failed to remove image'), description: detail ? t(detail) : undefined, variant: 'destructive' });
        },
      },
    );
  };

  // live fallbacks as the server will apply them when retail/discounted stay empty
  const wholesalePaisa = typeof wholesale === 'number' && wholesale > 0 ? rupeesToPaisa(wholesale) : null;
  const priced = wholesalePaisa
    ? {
        wholesalePricePaisa: wholesalePaisa,
        retailPricePaisa: typeof retail === 'number' ? rupeesToPaisa(retail) : null,
        discountedPricePaisa: typeof discounted === 'number' ? rupeesToPaisa(discounted) : null,
      }
    : null;

  const title = mode === 'create' ? t('Add Product') : t('Edit Product');
  const rupees = <span aria-hidden>Rs.</span>;

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
        <Card title={t('Details')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
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
          </Row>
        </Card>

        <Card title={t('Prices')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('Wholesale price')} name="wholesaleRupees" required rules={[rule('wholesaleRupees')]}>
                <InputNumber prefix={rupees} style={{ width: '100%' }} step={1} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('Retail price')}
                name="retailRupees"
                required={mode === 'create'}
                rules={[rule('retailRupees')]}
                extra={mode === 'edit' && priced && retail == null ? <>{t('Empty: wholesale × 1.5 =')} <PriceText paisa={effectiveRetail(priced)} /></> : undefined}
              >
                <InputNumber prefix={rupees} style={{ width: '100%' }} step={1} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('Discounted price')}
                name="discountedRupees"
                required={mode === 'create'}
                rules={[rule('discountedRupees')]}
                extra={mode === 'edit' && priced && discounted == null ? <>{t('Empty: wholesale × 1.2 =')} <PriceText paisa={effectiveDiscounted(priced)} /></> : undefined}
              >
                <InputNumber prefix={rupees} style={{ width: '100%' }} step={1} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('Stock and shipping')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
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
          </Row>
        </Card>

        <Card title={t('Images')} style={{ marginBottom: 16 }}>
          <ImagesField
            stored={stored}
            pending={pending}
            onPendingChange={setPending}
            onRemoveStored={onRemoveStored}
            removingId={removeImage.isPending ? removeImage.variables?.imageId : undefined}
          />
          {mode === 'create' && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
              {t('Products without images show a placeholder picture.')}
            </Typography.Text>
          )}
        </Card>

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
