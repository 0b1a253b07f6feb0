import type { MenuPlacement } from './page-declaration';

export type Placement<M extends MenuPlacement['menu']> = Extract<MenuPlacement, { menu: M }>;

export function placements<M extends MenuPlacement['menu'], P extends { path: string; menus?: readonly MenuPlacement[] }>(pages: readonly P[], menu: M) {
  return pages.flatMap((page) => (page.menus ?? []).filter((m): m is Placement<M> => m.menu === menu).map((placement) => ({ page, placement })));
}

