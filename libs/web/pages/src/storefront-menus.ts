import { fullPath } from './page-declaration';
import { placements, type Placement } from './menu-placements';
import { STOREFRONT, STOREFRONT_PAGES } from './storefront-pages';

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
