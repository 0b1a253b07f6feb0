// The ONE list of Module Federation shared singletons, used by the shell and both remotes.
// Every entry is a singleton: two copies of React, the router, antd (theme context), the query
// client context, i18next or the session store would silently split state between host and remotes.
// First-visit budget: a shared module is never tree-shaken, so antd ships whole (~450 KB gzipped);
// sharing it per module was measured and did not pay off yet (docs/web-performance.md).
const path = require('node:path');
const rootPkg = require('../../package.json');

const root = path.resolve(__dirname, '../..');

/** Packages from node_modules, versions taken from the root package.json. */
const PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
];

/**
 * Deliberately NOT shared: @ant-design/icons. Sharing its root ships all ~5,000 icons (430 KB
 * gzipped, measured with bench/web-bundle-size.js) to every first visit, while icons are stateless
 * (their context only carries prefix/CSP defaults, which antd's ConfigProvider sets identically).
 * Each app tree-shakes the few icons it imports instead.
 */
const NOT_SHARED = ['@ant-design/icons'];

/** Workspace libs shared by path so host and remotes hold ONE session store, api client and i18n. */
const WORKSPACE_LIBS = {
  '@resellpk/web-api': 'libs/web/api/src/index.ts',
  '@resellpk/web-session': 'libs/web/session/src/index.ts',
  '@resellpk/web-i18n': 'libs/web/i18n/src/index.ts',
  '@resellpk/web-ui': 'libs/web/ui/src/index.ts',
  '@resellpk/web-cart': 'libs/web/cart/src/index.ts',
};

function packageName(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

function packageVersion(name) {
  return require(path.join(root, 'node_modules', packageName(name), 'package.json')).version;
}

function requiredVersion(name) {
  const pkgName = packageName(name);
  return rootPkg.dependencies[pkgName] || rootPkg.devDependencies[pkgName] || false;
}

function createShared() {
  const shared = {};
  for (const name of PACKAGES) {
    shared[name] = { singleton: true, eager: false, requiredVersion: requiredVersion(name), version: packageVersion(name) };
  }
  for (const [name, file] of Object.entries(WORKSPACE_LIBS)) {
    shared[name] = {
      singleton: true,
      eager: false,
      import: path.join(root, file),
      // workspace libs have no package.json: one monorepo version, checked loosely
      version: rootPkg.version,
      requiredVersion: false,
    };
  }
  return shared;
}

module.exports = { createShared, PACKAGES, WORKSPACE_LIBS, NOT_SHARED };
