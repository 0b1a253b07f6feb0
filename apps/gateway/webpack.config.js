// Bundles the gateway into dist/apps/gateway/main.js with the shared Node factory; the image also
// carries db-provision.js, the one-shot that creates every service's database and roles
// (tools/db-provision; docker-compose's db-provision container).
const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({
  name: 'gateway',
  main: 'apps/gateway/src/main.ts',
  extraEntries: { 'db-provision': 'tools/db-provision/main.ts' },
});
