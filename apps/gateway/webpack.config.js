// Bundles the gateway into dist/apps/gateway/main.js with the shared Node factory.
const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'gateway', main: 'apps/gateway/src/main.ts' });
