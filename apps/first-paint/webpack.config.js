// First paint: the storefront's first screens rendered in Node for apps/web-server.
const { createServerRenderConfig } = require('../../tools/webpack/web.config');

module.exports = createServerRenderConfig({ app: 'first-paint' });
