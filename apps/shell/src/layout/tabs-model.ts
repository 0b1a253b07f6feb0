import type { TabDef } from '@resellpk/web-pages/storefront';

// the spec's bottom tabs (Products, Orders, Profile, Menu) are the pages' tab placements: BOTTOM_TABS in @resellpk/web-pages
export function isTabActive(pathname: string, tab: Pick<TabDef, 'to' | 'also'>): boolean {
  return [tab.to, ...(tab.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
