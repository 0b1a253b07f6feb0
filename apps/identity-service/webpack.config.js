const { nodeAppConfig } = require('../../tools/webpack/node.config');

// main.js (the service), seed.js (migrate + demo accounts) and create-admin.js (the operator's first admin)
module.exports = nodeAppConfig({
  name: 'identity-service',
  main: 'apps/identity-service/src/main.ts',
  extraEntries: { seed: 'apps/identity-service/src/seed.ts', 'create-admin': 'apps/identity-service/src/create-admin.ts' },
});
