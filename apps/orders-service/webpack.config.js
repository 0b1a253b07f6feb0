const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'orders-service', main: 'apps/orders-service/src/main.ts' });
