// storefront remote: exposes its routes to the shell; also runs standalone on port 4201 for its team.
const { createWebConfig } = require('../../tools/webpack/web.config');
const { STOREFRONT } = require('../../tools/webpack/page-declarations');

module.exports = createWebConfig({
  app: 'storefront',
  title: 'ResellPK',
  exposes: { './routes': './apps/storefront/src/routes.tsx' },
  // its route table tells apps/web-server which page chunks a URL needs (preload links)
  routesExpose: './routes',
  pages: STOREFRONT,
});
