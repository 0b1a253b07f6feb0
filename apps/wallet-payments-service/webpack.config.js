const { nodeAppConfig } = require('../../tools/webpack/node.config');

// main.js (the service) and seed.js (migrate + demo receiving accounts)
module.exports = nodeAppConfig({
  name: 'wallet-payments-service',
  main: 'apps/wallet-payments-service/src/main.ts',
  extraEntries: { seed: 'apps/wallet-payments-service/src/seed.ts' },
});
