const path = require('node:path');
const { nodeAppConfig } = require('../../tools/webpack/node.config');

// main.js (the service) and seed.js (migrate + demo catalogue)
const config = nodeAppConfig({ name: 'catalog-service', main: 'apps/catalog-service/src/main.ts' });
config.entry = { ...config.entry, seed: path.resolve(__dirname, 'src/seed.ts') };
config.output = { ...config.output, filename: '[name].js' };
module.exports = config;
