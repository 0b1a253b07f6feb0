import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Col, Descriptions, Flex, Image, Row, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { categoryLabel, effectiveDiscounted, effectiveRetail } from '@resellpk/domain';
import { PageHeader, PriceText } from '@resellpk/web-ui';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { useAdminProduct } from './products-api';
import { PRODUCTS_PATH, productEditPath } from './product-paths';
import { ProductNotReady } from './product-not-ready';
import { ProductPlanBadge } from './product-plan-badge';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';

/** `/admin/products/edit/:id` (the spec's link) leads to the declared edit route. */
export function ProductEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={productEditPath(id)} replace />;
}

/** `/admin/products/:id`: everything stored about one product, with Edit and Delete. */
export function ProductViewPage() {
  const t = useT();
  const { id } = useParams();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const { confirmDelete, confirmHolder, deleting } = useConfirmDeleteProduct();
  const [current, setCurrent] = useState(0);

  if (product.isPending || product.isError || !product.data) return <ProductNotReady failed={!product.isPending} />;
  const p = product.data;
  const gallery = p.images.length ? p.images : [p.image];
  const main = gallery[Math.min(current, gallery.length - 1)];
  const fallback = (stored: number | null, text: string) =>
    stored === null ? (
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {text}
      </Typography.Text>
    ) : null;

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={p.name}
        subtitle={p.longName}
        back={
          <Link to={PRODUCTS_PATH} style={{ display: 'inline-block', marginBottom: 4 }}>
            <ArrowLeftOutlined /> {t('Back to products')}
          </Link>
        }
        extra={
          <>
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(productEditPath(p.id))}>
              {t('Edit')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={deleting === p.id}
              onClick={() => confirmDelete(p, () => navigate(PRODUCTS_PATH, { replace: true }))}
            >
              {t('Delete')}
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card styles={{ body: { padding: 12 } }}>
            <Image
              src={main.detailUrl}
              preview={{ src: main.fullUrl }}
              alt={p.name}
              style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 8 }}
            />
            {gallery.length > 1 && (
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                {gallery.map((img, i) => (
                  <button
                    key={img.id}
                    type="button"
                    onClick={() => setCurrent(i)}
                    aria-label={t('Show image {{n}}', { n: i + 1 })}
                    aria-pressed={i === current}
                    style={{ padding: 0, border: i === current ? '2px solid #16a34a' : '1px solid #ddd', borderRadius: 6, background: 'none', cursor: 'pointer' }}
                  >
                    <img src={img.cardUrl} alt="" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
                  </button>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card>
            <Descriptions
              column={1}
              size="small"
              styles={{ label: { width: 150 } }}
              items={[
                { key: 'short', label: t('Short name'), children: p.shortName },
                { key: 'long', label: t('Long name'), children: p.longName },
                { key: 'category', label: t('Category'), children: t(categoryLabel(p.category)) },
                { key: 'plan', label: t('Plan'), children: <ProductPlanBadge planAccess={p.planAccess} /> },
                { key: 'wholesale', label: t('Wholesale price'), children: <PriceText paisa={p.wholesalePricePaisa} /> },
                {
                  key: 'retail',
                  label: t('Retail price'),
                  children: (
                    <div>
                      <PriceText paisa={effectiveRetail(p)} />
                      {fallback(p.storedRetailPricePaisa, t('Not set: wholesale × 1.5'))}
                    </div>
                  ),
                },
                {
                  key: 'discounted',
                  label: t('Discounted price'),
                  children: (
                    <div>
                      <PriceText paisa={effectiveDiscounted(p)} />
                      {fallback(p.storedDiscountedPricePaisa, t('Not set: wholesale × 1.2'))}
                    </div>
                  ),
                },
                { key: 'stock', label: t('Stock'), children: p.stock },
                { key: 'weight', label: t('Weight'), children: t('{{kg}} kg', { kg: p.weightKg }) },
                { key: 'coins', label: t('Coin discount'), children: p.coinDiscount },
                { key: 'created', label: t('Created'), children: formatDateTime(p.createdAt) },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('Description')}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 0 }}>{p.description}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </>
  );
}
