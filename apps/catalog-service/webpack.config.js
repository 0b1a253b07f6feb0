const { nodeAppConfig } = require('../../tools/webpack/node.config');

// main.js (the service) and seed.js (migrate + demo catalogue)
module.exports = nodeAppConfig({
  name: 'catalog-service',
  main: 'apps/catalog-service/src/main.ts',
  extraEntries: { seed: 'apps/catalog-service/src/seed.ts' },
});
