// First paint: the storefront's first screens rendered in Node for tools/serve-web.js.
const { createServerRenderConfig } = require('../../tools/webpack/web.config');

module.exports = createServerRenderConfig({ app: 'first-paint' });
