// admin remote: exposes its routes to the shell; also runs standalone on port 4202 for its team.
const { createWebConfig } = require('../../tools/webpack/web.config');
const { ADMIN } = require('../../tools/webpack/page-declarations');

module.exports = createWebConfig({
  app: 'admin',
  title: 'ResellPK',
  exposes: { './routes': './apps/admin/src/routes.tsx' },
  // its route table tells apps/web-server which page chunks a URL needs (preload links)
  routesExpose: './routes',
  pages: ADMIN,
});
