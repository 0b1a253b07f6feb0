export * from './page-declaration';
export * from './storefront-pages';
export * from './admin-pages';
export * from './menus';
export * from './server-rendering';
export * from './test-lists';
