export * from './page-declaration';
export * from './storefront-pages';
export * from './admin-pages';
export * from './storefront-menus';
export * from './admin-menus';
export * from './server-rendering';
export * from './test-lists';
