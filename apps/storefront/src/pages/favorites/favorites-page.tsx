import { HeartOutlined } from '@ant-design/icons';
import { CATALOG_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { Alert, Button, Col, Row, Spin, Typography } from 'antd';
import { useFavorites } from '../../features/catalog/catalog-api';
import { ProductCard } from '../../features/catalog/product-card';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

/** `/favorites`: the signed-in reseller's saved products, newest first. */
export function FavoritesPage() {
  const t = useT();
  const favorites = useFavorites();
  return (
    <PageContainer>
      <PageHeader title={t(CATALOG_MSG.myFavorites)} />
      {favorites.isPending && (
        <div style={{ textAlign: 'center', padding: 48 }} aria-busy="true">
          <Spin />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('Loading favorites...')}
          </Typography.Paragraph>
        </div>
      )}
      {favorites.isError && (
        <Alert
          type="error"
          showIcon
          title={t(CATALOG_MSG.favoritesLoadFailed)}
          action={
            <Button size="small" onClick={() => void favorites.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      )}
      {favorites.isSuccess && favorites.data.length === 0 && (
        <EmptyState
          icon={<HeartOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
          title={t('No favorites yet')}
          description={t('Tap the heart on a product to save it here.')}
          action={
            <LinkButton to="/products" type="primary">
              {t(CATALOG_MSG.browseProducts)}
            </LinkButton>
          }
        />
      )}
      {favorites.isSuccess && favorites.data.length > 0 && (
        <Row gutter={[16, 16]} data-testid="favorites-grid">
          {favorites.data.map((favorite) => (
            <Col key={favorite.id} xs={24} sm={12} md={8} lg={6}>
              <ProductCard product={{ ...favorite.product, isFavorite: true }} removeErrorText={CATALOG_MSG.favoritesRemoveFailed} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
