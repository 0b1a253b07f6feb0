// Shell: the Module Federation host. Remotes are registered at runtime from /mf-manifest.json.
const path = require('node:path');
const { createWebConfig } = require('../../tools/webpack/web.config');

module.exports = createWebConfig({
  app: 'shell',
  title: 'ResellPK',
  // each shared module's start-up steps in a task of their own (src/start/share-tasks.ts)
  runtimePlugins: [path.join(__dirname, 'src/start/share-tasks.ts')],
});
