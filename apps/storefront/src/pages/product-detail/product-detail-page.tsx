import { CATALOG_MSG, categoryLabel } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, ButtonLink, EmptyState, Panel, Skeleton, StarIcon, Tag, usePageTitle } from '@resellpk/web-ui';
import { useParams } from 'react-router-dom';
import { useProduct } from '../../features/catalog/catalog-api';
import { FavoriteButton } from '../../features/catalog/favorite-button';
import { ProductActions } from '../../features/catalog/product-actions';
import { CoinSavingBanner, ProductPrices } from '../../features/catalog/product-prices';
import { PageContainer } from '../../shared/page-container';
import { ProductGallery } from './product-gallery';

// antd Typography's sizes and greys (brand theme), so the kit-built page reads as it did with antd
const SECONDARY = 'rgba(0,0,0,0.58)';
const TITLE = { margin: '8px 0 4px', fontSize: 30, lineHeight: '38px' } as const;
const SUBTITLE = { margin: '0 0 4px', fontSize: 16, lineHeight: 1.5714, color: SECONDARY } as const;
const SECTION_TITLE = { margin: '24px 0 10px', fontSize: 20, lineHeight: 1.3333 } as const;

/**
 * `/product/:id` (and `/products/:id`): gallery, names, description, prices and actions as on the
 * card. Built with the light kit, so the image (its largest paint) and the prices do not wait for
 * antd; the image viewer and the upgrade dialog bring antd when they open.
 */
export function ProductDetailPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const product = useProduct(id);
  // the tab says which product (the name the page shows), over the route's "Products"
  usePageTitle(product.data?.shortName);

  if (product.isPending) {
    return (
      <PageContainer>
        <div className="rpk-split" aria-busy="true" aria-label={t('Loading product...')}>
          <span className="rpk-skeleton-bar" style={{ height: 320, borderRadius: 8 }} />
          <Skeleton rows={8} />
        </div>
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
              <ButtonLink to="/products" variant="primary">
                {t(CATALOG_MSG.browseProducts)}
              </ButtonLink>
            }
          />
        ) : (
          <Alert
            type="error"
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
  return (
    <PageContainer>
      <div className="rpk-split">
        <ProductGallery
          key={p.id}
          images={p.images}
          placeholder={p.image}
          name={p.name}
          overlay={<FavoriteButton productId={p.id} isFavorite={!!p.isFavorite} style={{ position: 'absolute', top: 12, insetInlineEnd: 12 }} />}
        />
        <div>
          <Tag color={p.planAccess === 'premium' ? 'gold' : 'green'}>
            {t(p.planAccess === 'premium' ? CATALOG_MSG.premiumOnly : CATALOG_MSG.freeAccess)}
          </Tag>
          <h2 className="rpk-title" style={TITLE}>
            {p.shortName}
          </h2>
          <p style={SUBTITLE}>{p.longName}</p>
          <div style={{ marginBottom: 16 }}>
            {/* 0.125em under the baseline, where antd draws its icons */}
            <StarIcon style={{ color: '#fadb14', verticalAlign: '-0.125em' }} /> {p.rating.toFixed(1)}
          </div>
          <Panel size="small" style={{ marginBottom: 16, borderRadius: 10 }}>
            <ProductPrices product={p} size="large" />
            <div style={{ marginTop: 8 }}>
              <CoinSavingBanner product={p} />
            </div>
          </Panel>
          <ProductActions product={p} size="large" />
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', marginTop: 16 }}>
            <dt style={{ color: SECONDARY }}>{t('Product name')}</dt>
            <dd style={{ margin: 0 }}>{p.name}</dd>
            <dt style={{ color: SECONDARY }}>{t('Category')}</dt>
            <dd style={{ margin: 0 }}>{t(categoryLabel(p.category))}</dd>
            <dt style={{ color: SECONDARY }}>{t('Stock')}</dt>
            <dd style={{ margin: 0 }}>{p.stock > 0 ? t('{{count}} in stock', { count: p.stock }) : t('Out of stock')}</dd>
            <dt style={{ color: SECONDARY }}>{t('Weight')}</dt>
            <dd style={{ margin: 0 }}>{t('{{kg}} kg', { kg: p.weightKg })}</dd>
          </dl>
          {/* h3 under the product's h2 (heading order), at the size of an h4 */}
          <h3 className="rpk-title" style={SECTION_TITLE}>
            {t('Description')}
          </h3>
          <p style={{ margin: '0 0 14px', whiteSpace: 'pre-line' }}>{p.description}</p>
        </div>
      </div>
    </PageContainer>
  );
}
