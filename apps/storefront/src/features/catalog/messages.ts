import type { ProductSort } from '@resellpk/contracts';

/** The filter's first option; the others are the categories GET /categories lists (those with products in stock). */
export const ALL_CATEGORIES_OPTION = { value: 'all', label: 'All Categories' } as const;

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;
