const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'catalog-service', main: 'apps/catalog-service/src/main.ts' });
