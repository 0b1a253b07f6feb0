import { SearchOutlined } from '@ant-design/icons';
import type { CatalogFilterCategory, ProductSort } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { Alert, Button, Col, Input, Row, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, useProductPages, type CatalogFilters } from '../../features/catalog/catalog-api';
import { CATEGORY_OPTIONS, SORT_OPTIONS } from '../../features/catalog/messages';
import { ProductCard } from '../../features/catalog/ProductCard';
import { PageContainer } from '../../shared/PageContainer';

const SEARCH_DEBOUNCE_MS = 350;

/** `/products`: the catalogue. Filters live in the URL so back/forward and shared links keep them. */
export function ProductsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [searchText, setSearchText] = useState(filters.search);

  const setFilters = (next: Partial<CatalogFilters>, replace = false) =>
    setParams(filtersToParams({ ...filters, ...next }), { replace });

  // back/forward (or a shared link) changed the URL: show its search term
  useEffect(() => {
    setSearchText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  // typing: update the URL once the user pauses, replacing the entry so history is not flooded
  useEffect(() => {
    const term = searchText.trim();
    if (term === filters.search) return;
    const timer = setTimeout(() => setFilters({ search: term }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  const pages = useProductPages(filters);
  const products = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, products.length]);

  const clearSearch = () => {
    setSearchText('');
    setFilters({ search: '' });
  };

  return (
    <PageContainer>
      <PageHeader title={t('Products')} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t(CATALOG_MSG.searchPlaceholder)}
          aria-label={t('Search products')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onPressEnter={() => setFilters({ search: searchText.trim() }, true)}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          maxLength={100}
        />
        <Select
          aria-label={t('Category')}
          value={filters.category}
          onChange={(category: CatalogFilterCategory) => setFilters({ category })}
          options={CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          style={{ flex: '1 1 150px', minWidth: 140 }}
          data-testid="category-filter"
        />
        <Select
          aria-label={t('Sort by')}
          value={filters.sort}
          onChange={(sort: ProductSort) => setFilters({ sort })}
          options={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          style={{ flex: '0 1 120px', minWidth: 100 }}
          data-testid="sort-select"
        />
      </div>

      {pages.isPending && (
        <div style={{ textAlign: 'center', padding: 48 }} aria-busy="true">
          <Spin />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t(CATALOG_MSG.loadingProducts)}
          </Typography.Paragraph>
        </div>
      )}

      {pages.isError && products.length === 0 && (
        <Alert
          type="error"
          showIcon
          title={t(CATALOG_MSG.errorLoadingProducts)}
          action={
            <Button size="small" onClick={() => void pages.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      )}

      {pages.isSuccess && products.length === 0 && (
        <EmptyState
          title={t(CATALOG_MSG.noProductsFound)}
          action={
            filters.search ? (
              <Button type="primary" onClick={clearSearch}>
                {t(CATALOG_MSG.clearSearch)}
              </Button>
            ) : undefined
          }
        />
      )}

      {products.length > 0 && (
        <Row gutter={[16, 16]} data-testid="product-grid">
          {products.map((product) => (
            <Col key={product.id} xs={24} sm={12} md={8} lg={6}>
              <ProductCard product={product} />
            </Col>
          ))}
        </Row>
      )}

      <div ref={sentinel} style={{ height: 1 }} aria-hidden />
      {isFetchingNextPage && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="small" /> <Typography.Text type="secondary">{t('Loading more products...')}</Typography.Text>
        </div>
      )}
      {pages.isFetchNextPageError && (
        <div style={{ textAlign: 'center', padding: 16 }}>
          <Typography.Text type="danger">{t(CATALOG_MSG.errorLoadingProducts)}</Typography.Text>{' '}
          <Button size="small" onClick={() => void fetchNextPage()}>
            {t('Try again')}
          </Button>
        </div>
      )}
    </PageContainer>
  );
}
