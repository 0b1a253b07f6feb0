const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'wallet-payments-service', main: 'apps/wallet-payments-service/src/main.ts' });
