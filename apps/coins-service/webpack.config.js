const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'coins-service', main: 'apps/coins-service/src/main.ts' });
