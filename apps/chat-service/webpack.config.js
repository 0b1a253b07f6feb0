const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'chat-service', main: 'apps/chat-service/src/main.ts' });
