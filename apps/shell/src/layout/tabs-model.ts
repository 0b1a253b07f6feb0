import type { TabDef } from '@resellpk/web-pages';

/** The spec's bottom tabs: Products, Orders, Profile (/account), Menu (the pages' tab placements). */
export { BOTTOM_TABS, type TabDef } from '@resellpk/web-pages';

export function isTabActive(pathname: string, tab: Pick<TabDef, 'to' | 'also'>): boolean {
  return [tab.to, ...(tab.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
