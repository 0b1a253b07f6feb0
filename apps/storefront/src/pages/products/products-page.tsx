import type { ProductSort } from '@resellpk/contracts';
import { CATALOG_MSG, categoryLabel } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Alert, Button, EmptyState, LoadingBlock, NativeSelect, PageHeader, SearchIcon, Spinner, TextInput, useServerDrawing } from '@resellpk/web-ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, useFilterCategories, useProductPages, type CatalogFilters } from '../../features/catalog/catalog-api';
import { ALL_CATEGORIES_OPTION, SORT_OPTIONS } from '../../features/catalog/messages';
import { ProductCard, type CardImagePriority } from '../../features/catalog/product-card';
import { PageContainer } from '../../shared/page-container';

// the cards the server draws into a visitor's HTML (apps/web-server/src/web-first-paint.ts): two rows on a desktop,
// far below the fold on a phone; the live page draws the whole page of 24 over them
const SERVER_DRAWN_CARDS = 8;

const SEARCH_DEBOUNCE_MS = 350;
// the grid's widest row (4 columns from 992 px): these images are above the fold on any screen
const FIRST_ROW = 4;

const cardImagePriority = (index: number): CardImagePriority => (index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy');

/** `/products`: the catalogue. Filters live in the URL so back/forward and shared links keep them. */
export function ProductsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const [searchText, setSearchText] = useState(filters.search);

  // the filters as last set, so two quick changes (category, then sort) before the URL's
  // re-render both survive instead of the second overwriting the first with stale values
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const setFilters = (next: Partial<CatalogFilters>, replace = false) => {
    latest.current = { ...latest.current, ...next };
    setParams(filtersToParams(latest.current), { replace });
  };

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

  const categories = useFilterCategories();
  const categoryOptions = useMemo(() => {
    const names = (categories.data ?? []).map((c) => c.name);
    // a shared link's category stays selectable while the list loads (or after its stock ran out)
    if (filters.category !== 'all' && !names.includes(filters.category)) names.push(filters.category);
    return [{ value: ALL_CATEGORIES_OPTION.value, label: t(ALL_CATEGORIES_OPTION.label) }, ...names.map((name) => ({ value: name, label: t(categoryLabel(name)) }))];
  }, [categories.data, filters.category, t]);

  const pages = useProductPages(filters);
  // the cards render from a deferred copy: a page of cards arriving is drawn in slices the browser
  // can interrupt (taps, scrolling), not in one long task; the loading block stays until they are drawn
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const products = useDeferredValue(loaded);
  const server = useServerDrawing();

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  // the next page is asked for only once this one's cards are drawn: before that the sentinel sits
  // right under the loading block, in view
  const drawn = products === loaded;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || !drawn) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, drawn, products.length]);

  const clearSearch = () => {
    setSearchText('');
    setFilters({ search: '' });
  };

  return (
    <PageContainer>
      <PageHeader title={t('Products')} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <TextInput
          enterKeyHint="search"
          prefix={<SearchIcon />}
          onClear={clearSearch}
          placeholder={t(CATALOG_MSG.searchPlaceholder)}
          aria-label={t('Search products')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilters({ search: searchText.trim() }, true);
          }}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          maxLength={100}
        />
        <NativeSelect
          aria-label={t('Category')}
          value={filters.category}
          onChange={(e) => setFilters({ category: e.target.value })}
          options={categoryOptions}
          style={{ flex: '1 1 150px', minWidth: 140 }}
          data-testid="category-filter"
        />
        <NativeSelect
          aria-label={t('Sort by')}
          value={filters.sort}
          onChange={(e) => setFilters({ sort: e.target.value as ProductSort })}
          options={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          style={{ flex: '1 1 150px', minWidth: 140 }}
          data-testid="sort-select"
        />
      </div>

      {(pages.isPending || (loaded.length > 0 && products.length === 0)) && (
        <LoadingBlock size="default" text={t(CATALOG_MSG.loadingProducts)} />
      )}

      {pages.isError && loaded.length === 0 && (
        <Alert
          type="error"
          title={t(CATALOG_MSG.errorLoadingProducts)}
          action={
            <Button size="small" onClick={() => void pages.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      )}

      {pages.isSuccess && loaded.length === 0 && (
        <EmptyState
          title={t(CATALOG_MSG.noProductsFound)}
          action={
            filters.search ? (
              <Button variant="primary" onClick={clearSearch}>
                {t(CATALOG_MSG.clearSearch)}
              </Button>
            ) : undefined
          }
        />
      )}

      {loaded.length > 0 && products.length > 0 && (
        <div className="rpk-grid" data-testid="product-grid">
          {(server ? products.slice(0, SERVER_DRAWN_CARDS) : products).map((product, index) => (
            <ProductCard key={product.id} product={product} imagePriority={cardImagePriority(index)} />
          ))}
        </div>
      )}

      <div ref={sentinel} style={{ height: 1 }} aria-hidden />
      {isFetchingNextPage && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spinner size="small" label={null} /> <span className="rpk-muted">{t('Loading more products...')}</span>
        </div>
      )}
      {pages.isFetchNextPageError && (
        <div style={{ textAlign: 'center', padding: 16 }}>
          <span className="rpk-text-danger">{t(CATALOG_MSG.errorLoadingProducts)}</span>{' '}
          <Button size="small" onClick={() => void fetchNextPage()}>
            {t('Try again')}
          </Button>
        </div>
      )}
    </PageContainer>
  );
}
