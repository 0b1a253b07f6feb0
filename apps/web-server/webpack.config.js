// Bundles the production web server into dist/apps/web-server/main.js with the shared Node factory.
// It serves the builds of shell, storefront, admin and first-paint from beside it (dist/apps/<app>):
// its build depends on theirs (project.json implicitDependencies, `^build`), so `nx build web-server`
// leaves everything the image copies.
const { nodeAppConfig } = require('../../tools/webpack/node.config');

module.exports = nodeAppConfig({ name: 'web-server', main: 'apps/web-server/src/main.ts' });
