// Shell: the Module Federation host. Remotes are registered at runtime from /mf-manifest.json.
const { createWebConfig } = require('../../tools/webpack/web.config');

module.exports = createWebConfig({ app: 'shell', title: 'ResellPK' });
