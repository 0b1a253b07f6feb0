// admin remote: exposes its routes to the shell; also runs standalone on port 4202 for its team.
const { createWebConfig } = require('../../tools/webpack/web.config');

module.exports = createWebConfig({
  app: 'admin',
  title: 'ResellPK',
  exposes: { './routes': './apps/admin/src/routes.tsx' },
});
