// The ONE list of Module Federation shared singletons, used by the shell and both remotes.
// Every entry is a singleton: two copies of React, the router, antd (theme context), the query
// client context, i18next or the session store would silently split state between host and remotes.
// First-visit budget: a shared module is never tree-shaken, so antd is shared per component folder
// (antd-modules.js) and never whole (docs/web-performance.md).
const path = require('node:path');
const rootPkg = require('../../package.json');
const { antdShareKeys } = require('./antd-modules');
const { routerKit } = require('./router-kit');

const root = path.resolve(__dirname, '../..');

/** Packages from node_modules, versions taken from the root package.json. */
const PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
];

/**
 * Deliberately NOT shared: @ant-design/icons. Sharing its root ships every icon it has to every
 * first visit (measured with bench/web-bundle-size.js; bench/README.md, *Figures once quoted in
 * code comments*), while icons are stateless (their context only carries prefix/CSP defaults,
 * which antd's ConfigProvider sets identically). Each app tree-shakes the few icons it imports
 * instead.
 */
const NOT_SHARED = ['@ant-design/icons'];

/** Workspace libs shared by path so host and remotes hold ONE session store, api client and i18n. */
const WORKSPACE_LIBS = {
  '@resellpk/web-api': 'libs/web/api/src/index.ts',
  // one coin-sync scheduler for the shell's chip and the storefront's pages
  '@resellpk/web-coins': 'libs/web/coins/src/index.ts',
  '@resellpk/web-session': 'libs/web/session/src/index.ts',
  '@resellpk/web-i18n': 'libs/web/i18n/src/index.ts',
  '@resellpk/web-ui': 'libs/web/ui/src/index.ts',
  '@resellpk/web-cart': 'libs/web/cart/src/index.ts',
  '@resellpk/web-live': 'libs/web/live/src/index.ts',
  // the storefront's page declarations: the shell's menus and the storefront's router read one copy
  '@resellpk/web-pages/storefront': 'libs/web/pages/src/storefront.ts',
};

function packageName(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

function packageVersion(name) {
  return require(path.join(root, 'node_modules', packageName(name), 'package.json')).version;
}

/**
 * No version range on any shared module. Host and remotes are built from this one lock file, so
 * every shared module has one version by construction, and for a singleton a range only decides
 * whether the runtime logs a warning. Checking it cost every page load the federation runtime's
 * semver parser (compiled on first use, then one parse per shared module, all inside a phone's
 * start-up task; bench/README.md, *Start-up in short tasks, and the cart drawn* and *Figures once
 * quoted in code comments*).
 */
const REQUIRED_VERSION = false;

/**
 * @param {{ host?: boolean }} [opts] the host provides EVERY antd component: webpack only provides
 * a package request the app itself imports, and a component the shell never imports would be served
 * from a remote's copy, bringing that remote's duplicate of antd's internals (measured:
 * bench/README.md, *Figures once quoted in code comments*).
 */
function createShared({ host = false } = {}) {
  const shared = {};
  for (const name of PACKAGES) {
    shared[name] = { singleton: true, eager: false, requiredVersion: REQUIRED_VERSION, version: packageVersion(name) };
  }
  // the router as a kit of the names the apps use (router-kit.js); one copy for host and remotes
  shared['react-router-dom'] = {
    singleton: true,
    eager: false,
    import: routerKit(),
    requiredVersion: REQUIRED_VERSION,
    version: packageVersion('react-router-dom'),
  };
  // antd per component folder (see antd-modules.js): one copy of each, loaded when first rendered
  for (const key of antdShareKeys()) {
    shared[key] = {
      singleton: true,
      eager: false,
      requiredVersion: REQUIRED_VERSION,
      version: packageVersion('antd'),
      // an absolute import is always provided, imported by the host's own code or not
      ...(host ? { import: require.resolve(key, { paths: [root] }) } : {}),
    };
  }
  for (const [name, file] of Object.entries(WORKSPACE_LIBS)) {
    shared[name] = {
      singleton: true,
      eager: false,
      import: path.join(root, file),
      // workspace libs have no package.json: one monorepo version
      version: rootPkg.version,
      requiredVersion: REQUIRED_VERSION,
    };
  }
  return shared;
}

module.exports = { createShared, PACKAGES, WORKSPACE_LIBS, NOT_SHARED };
