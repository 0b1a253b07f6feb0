/** The spec's bottom tabs: Products, Orders, Profile (/account), Menu. */
export interface TabDef {
  key: 'products' | 'orders' | 'profile' | 'menu';
  to: string;
  label: string;
  /** other paths that belong to this tab (a product page is part of Products) */
  also?: string[];
}

export const BOTTOM_TABS: TabDef[] = [
  { key: 'products', to: '/products', label: 'Products', also: ['/product'] },
  { key: 'orders', to: '/orders', label: 'Orders' },
  { key: 'profile', to: '/account', label: 'Profile' },
  { key: 'menu', to: '/menu', label: 'Menu' },
];

export function isTabActive(pathname: string, tab: Pick<TabDef, 'to' | 'also'>): boolean {
  return [tab.to, ...(tab.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
