// The page declarations (libs/web/pages, TypeScript) for the webpack configs, which are CommonJS.
require('@swc-node/register');
module.exports = require('../../libs/web/pages/src/index.ts');
