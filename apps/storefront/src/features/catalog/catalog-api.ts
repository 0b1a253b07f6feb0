import type { CatalogFilterCategory, CategoryView, FavoriteView, ProductPage, ProductSort, ProductView } from '@resellpk/contracts';
import { PRODUCT_SORTS } from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { useSession } from '@resellpk/web-session';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

export const PAGE_SIZE = 24;

export interface CatalogFilters {
  search: string;
  category: CatalogFilterCategory;
  sort: ProductSort;
}

/** Reads the filters from the URL query (unknown values fall back to the defaults). */
export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const category = (params.get('category') ?? '').trim();
  const sort = params.get('sort') as ProductSort | null;
  return {
    search: (params.get('search') ?? '').trim(),
    // any category name: staff make new ones; one without products just finds nothing
    category: category || 'all',
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : 'name',
  };
}

/** The URL query for the filters; defaults are left out so `/products` stays clean. */
export function filtersToParams(filters: CatalogFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.search) out.search = filters.search;
  if (filters.category !== 'all') out.category = filters.category;
  if (filters.sort !== 'name') out.sort = filters.sort;
  return out;
}

export function productsPath(filters: CatalogFilters, cursor: string | null): string {
  const q = new URLSearchParams({ ...filtersToParams(filters), limit: String(PAGE_SIZE) });
  if (cursor) q.set('cursor', cursor);
  return `/products?${q.toString()}`;
}

/**
 * What the caller may see depends on who asks (wholesale prices, favourites), so the session user
 * is part of every catalogue key and nothing is fetched while the silent refresh is still running.
 */
export function useViewerKey(): { ready: boolean; viewer: string } {
  const { status, user } = useSession();
  return { ready: status !== 'loading', viewer: user ? `${user.id}:${user.plan}` : 'anonymous' };
}

export function useProductPages(filters: CatalogFilters) {
  const { ready, viewer } = useViewerKey();
  return useInfiniteQuery({
    queryKey: ['products', viewer, filters],
    queryFn: ({ pageParam, signal }) => api.get<ProductPage>(productsPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: ready,
    staleTime: 60_000,
  });
}

/** The categories with products in stock, builtin and staff-made (the catalogue's filter). */
export function useFilterCategories() {
  return useQuery({
    queryKey: ['categories', 'in-stock'],
    queryFn: ({ signal }) => api.get<CategoryView[]>('/categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(id: string | undefined) {
  const { ready, viewer } = useViewerKey();
  return useQuery({
    queryKey: ['product', viewer, id],
    queryFn: ({ signal }) => api.get<ProductView>(`/products/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: ready && !!id,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useFavorites(enabled = true) {
  const { ready, viewer } = useViewerKey();
  return useQuery({
    queryKey: ['favorites', viewer],
    queryFn: ({ signal }) => api.get<FavoriteView[]>('/favorites', { signal }),
    enabled: enabled && ready && viewer !== 'anonymous',
  });
}

