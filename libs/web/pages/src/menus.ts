import type { Role } from '@resellpk/contracts';
import { ADMIN, ADMIN_PAGES } from './admin-pages';
import { fullPath, type MenuPlacement } from './page-declaration';
import { STOREFRONT, STOREFRONT_PAGES } from './storefront-pages';

type Placement<M extends MenuPlacement['menu']> = Extract<MenuPlacement, { menu: M }>;

function placements<M extends MenuPlacement['menu'], P extends { path: string; menus?: readonly MenuPlacement[] }>(pages: readonly P[], menu: M) {
  return pages.flatMap((page) => (page.menus ?? []).filter((m): m is Placement<M> => m.menu === menu).map((placement) => ({ page, placement })));
}

export interface MenuLink {
  /** English text key */
  label: string;
  to: string;
}

/** The spec's footer: Company, Reselling, Support, each with its pages in declaration order. */
export const FOOTER_GROUPS: readonly { title: Placement<'footer'>['group']; links: readonly MenuLink[] }[] = (['Company', 'Reselling', 'Support'] as const).map(
  (title) => ({
    title,
    links: placements(STOREFRONT_PAGES, 'footer')
      .filter(({ placement }) => placement.group === title)
      .map(({ page, placement }) => ({ label: placement.label, to: fullPath(STOREFRONT, page.path) })),
  }),
);

export interface TabDef {
  key: Placement<'tabs'>['tab'];
  to: string;
  label: string;
  /** other paths that belong to this tab (a product page is part of Products) */
  also?: readonly string[];
}

/** The spec's bottom tabs: Products, Orders, Profile (/account), Menu. */
export const BOTTOM_TABS: readonly TabDef[] = placements(STOREFRONT_PAGES, 'tabs').map(({ page, placement }) => ({
  key: placement.tab,
  to: fullPath(STOREFRONT, page.path),
  label: placement.label,
  ...(placement.also ? { also: placement.also } : {}),
}));

export interface AdminMenuItem {
  key: string;
  /** English label; the key for t() */
  label: string;
  path: string;
  roles: readonly Role[];
}

/** The spec's admin menu, in its order; a helper's menu is the part helpers may open. */
export const ADMIN_MENU: readonly AdminMenuItem[] = placements(ADMIN_PAGES, 'admin').map(({ page, placement }) => ({
  key: placement.key,
  label: placement.label,
  path: fullPath(ADMIN, page.path),
  roles: typeof page.auth === 'object' ? page.auth.roles : [],
}));
