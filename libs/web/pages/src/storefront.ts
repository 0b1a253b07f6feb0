// The storefront's part of the page declarations: what the shell (menus), the storefront (its router)
// and the server rendering need, without the staff panel's pages (the shell ships this to every visitor).
export * from './page-declaration';
export * from './storefront-pages';
export * from './storefront-menus';
export * from './server-rendering';
