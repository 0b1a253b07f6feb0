const { nodeAppConfig } = require('../../tools/webpack/node.config');

// main.js (the service) and seed.js (migrate + demo accounts)
module.exports = nodeAppConfig({
  name: 'identity-service',
  main: 'apps/identity-service/src/main.ts',
  extraEntries: { seed: 'apps/identity-service/src/seed.ts' },
});
