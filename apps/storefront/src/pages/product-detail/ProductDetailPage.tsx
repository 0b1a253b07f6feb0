import { StarFilled } from '@ant-design/icons';
import { CATALOG_MSG } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { EmptyState, PRICE_GREEN } from '@resellpk/web-ui';
import { Alert, Button, Card, Col, Image, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useProduct } from '../../features/catalog/catalog-api';
import { FavoriteButton } from '../../features/catalog/FavoriteButton';
import { categoryLabel } from '../../features/catalog/messages';
import { ProductActions } from '../../features/catalog/ProductActions';
import { CoinSavingBanner, ProductPrices } from '../../features/catalog/ProductPrices';
import { LinkButton } from '../../shared/LinkButton';
import { PageContainer } from '../../shared/PageContainer';

/** `/product/:id` (and `/products/:id`): gallery, names, description, prices and actions as on the card. */
export function ProductDetailPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const product = useProduct(id);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [id]);

  if (product.isPending) {
    return (
      <PageContainer>
        <Row gutter={[24, 24]} aria-busy="true" aria-label={t('Loading product...')}>
          <Col xs={24} md={12}>
            <Skeleton.Image active style={{ width: '100%', height: 320 }} />
          </Col>
          <Col xs={24} md={12}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Col>
        </Row>
      </PageContainer>
    );
  }

  if (product.isError) {
    const notFound = isApiError(product.error) && (product.error.status === 404 || product.error.status === 400);
    return (
      <PageContainer width="text">
        {notFound ? (
          <EmptyState
            title={t(CATALOG_MSG.productNotFound)}
            description={t('It may have been removed or the link is wrong.')}
            action={
              <LinkButton to="/products" type="primary">
                {t(CATALOG_MSG.browseProducts)}
              </LinkButton>
            }
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t(CATALOG_MSG.errorLoadingProducts)}
            action={
              <Button size="small" onClick={() => void product.refetch()}>
                {t('Try again')}
              </Button>
            }
          />
        )}
      </PageContainer>
    );
  }

  const p = product.data;
  const images = p.images.length > 0 ? p.images : [p.image];
  const current = images[Math.min(active, images.length - 1)];

  return (
    <PageContainer>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Image.PreviewGroup items={images.map((img) => img.fullUrl)} preview={{ current: Math.min(active, images.length - 1), onChange: setActive }}>
            <div style={{ position: 'relative', aspectRatio: '1 / 1', background: '#f5f5f5', borderRadius: 8, overflow: 'hidden' }}>
              <Image
                src={current.detailUrl}
                alt={p.name}
                width="100%"
                height="100%"
                style={{ objectFit: 'cover' }}
                preview={{ src: current.fullUrl }}
              />
              <FavoriteButton productId={p.id} isFavorite={!!p.isFavorite} style={{ position: 'absolute', top: 12, insetInlineEnd: 12 }} />
            </div>
          </Image.PreviewGroup>
          {images.length > 1 && (
            <div style={{ display: 'flex', gap: 8, marginTop: 8, overflowX: 'auto' }} role="list" aria-label={t('Product images')}>
              {images.map((img, index) => (
                <button
                  key={img.id}
                  type="button"
                  role="listitem"
                  onClick={() => setActive(index)}
                  aria-label={t('Show image {{n}}', { n: index + 1 })}
                  aria-current={index === active}
                  style={{
                    padding: 0,
                    border: `2px solid ${index === active ? PRICE_GREEN : 'transparent'}`,
                    borderRadius: 6,
                    background: 'none',
                    cursor: 'pointer',
                    flex: '0 0 auto',
                  }}
                >
                  <img src={img.cardUrl} alt="" width={64} height={64} loading="lazy" style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }} />
                </button>
              ))}
            </div>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Tag color={p.planAccess === 'premium' ? 'gold' : 'green'}>
            {t(p.planAccess === 'premium' ? CATALOG_MSG.premiumOnly : CATALOG_MSG.freeAccess)}
          </Tag>
          <Typography.Title level={2} style={{ margin: '8px 0 4px' }}>
            {p.shortName}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 4 }}>
            {p.longName}
          </Typography.Paragraph>
          <div style={{ marginBottom: 16 }}>
            <StarFilled style={{ color: '#fadb14' }} /> {p.rating.toFixed(1)}
          </div>
          <Card size="small" style={{ marginBottom: 16 }}>
            <ProductPrices product={p} size="large" />
            <div style={{ marginTop: 8 }}>
              <CoinSavingBanner product={p} />
            </div>
          </Card>
          <ProductActions product={p} size="large" />
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', marginTop: 16 }}>
            <dt style={{ color: 'rgba(0,0,0,0.58)' }}>{t('Product name')}</dt>
            <dd style={{ margin: 0 }}>{p.name}</dd>
            <dt style={{ color: 'rgba(0,0,0,0.58)' }}>{t('Category')}</dt>
            <dd style={{ margin: 0 }}>{t(categoryLabel(p.category))}</dd>
            <dt style={{ color: 'rgba(0,0,0,0.58)' }}>{t('Stock')}</dt>
            <dd style={{ margin: 0 }}>{p.stock > 0 ? t('{{count}} in stock', { count: p.stock }) : t('Out of stock')}</dd>
            <dt style={{ color: 'rgba(0,0,0,0.58)' }}>{t('Weight')}</dt>
            <dd style={{ margin: 0 }}>{t('{{kg}} kg', { kg: p.weightKg })}</dd>
          </dl>
          {/* h3 under the product's h2 (heading order), at the size of an h4 */}
          <Typography.Title level={3} style={{ marginTop: 24, fontSize: 20 }}>
            {t('Description')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{p.description}</Typography.Paragraph>
        </Col>
      </Row>
    </PageContainer>
  );
}
