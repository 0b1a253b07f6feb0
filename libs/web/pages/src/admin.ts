// The staff panel's part of the page declarations: its pages and its menu.
export * from './page-declaration';
export * from './admin-pages';
export * from './admin-menus';
