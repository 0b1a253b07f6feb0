// @ts-check
/**
 * The workspace's wiring of `resellpk/kit-pages-no-antd`, shared by eslint.config.mjs and the rule's
 * spec: the remotes whose pages are declared in @resellpk/web-pages, and where their modules live.
 * Requires the pages lib's TypeScript: eslint.config.mjs registers @swc-node/register first; jest
 * transforms it itself.
 */
const path = require('node:path');
const { kitPagesOptions } = require('./kit-pages-no-antd');

/** @param {string} root the workspace root */
function workspaceKitPages(root) {
  const { REMOTES } = require(path.join(root, 'libs/web/pages/src/index.ts'));
  const remotes = REMOTES.map((remote) => ({ src: `apps/${remote.app}/src`, remote }));
  return {
    /** the files the rule runs on (it acts only on kit pages' modules and the routes modules) */
    files: remotes.map(({ src }) => `${src}/**/*.{ts,tsx}`),
    options: kitPagesOptions({
      tsconfig: path.join(root, 'tsconfig.base.json'),
      // the antd outlet (the antd layout route, `@resellpk/web-antd`) is antd itself
      remotes: remotes.map(({ src, remote }) => ({ src: path.join(root, src), routes: 'routes', antdModules: ['shared/antd-outlet'], remote })),
    }),
  };
}

module.exports = { workspaceKitPages };
