import { ADMIN } from './admin-pages';
import { fullPath, type PageDeclaration, type RemotePages } from './page-declaration';
import { STOREFRONT } from './storefront-pages';

/** The lists the e2e suites and the benchmarks take their pages from. */

/** Every remote with declared pages. */
export const REMOTES: readonly RemotePages[] = [STOREFRONT, ADMIN];
const paths = (remote: RemotePages, keep: (page: PageDeclaration) => boolean | undefined) =>
  remote.pages.filter((page) => keep(page)).map((page) => fullPath(remote, page.path));

/** Pages a cold first visit must open without loading antd (e2e/shell/first-visit.spec.ts). */
export const FIRST_VISIT_PATHS: readonly string[] = paths(STOREFRONT, (page) => page.firstVisit);

/** Pages the axe suites must check (e2e/a11y; tools/pages-coverage.spec.ts holds them to it). */
export const AXE_PATHS: readonly string[] = REMOTES.flatMap((remote) => paths(remote, (page) => page.axe));

/** Pages the Lighthouse benchmark measures (bench/lighthouse.mjs); ':id' is filled with the demo catalogue's first product. */
export const LIGHTHOUSE_PATHS: readonly string[] = paths(STOREFRONT, (page) => page.lighthouse);

/** Pages Lighthouse opens signed in: the ones rendered with the user's own data. */
export const SIGNED_IN_LIGHTHOUSE_PATHS: readonly string[] = paths(STOREFRONT, (page) => page.lighthouse && page.drawing === 'signed-in');

