// Shared webpack factory for the three web apps (shell host, storefront and admin remotes).
// Each app's webpack.config.js calls createWebConfig with its name and federation role.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
require('./webpack-compat');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShared } = require('./mf-shared');
const { antdBarrel } = require('./antd-modules');
const { PreloadManifestPlugin } = require('./preload-manifest');
const { compilerOptions } = require('../../tsconfig.base.json');

const root = path.resolve(__dirname, '../..');
const BRAND_ICONS_DIR = path.join(root, 'libs/web/ui/brand-icons');
const DOMAIN_SRC = path.join(root, 'libs/domain/src') + path.sep;
const FEDERATION_RUNTIME = 'federation-runtime';
const FEDERATION_RUNTIME_MODULE = path.join(__dirname, 'federation-runtime.js');
const SESSION_START = 'session-start';

/** Emits every file of `dir` unchanged at the root of the output (a handful of small files). */
class StaticFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          if (!fs.statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/** `@resellpk/*` aliases straight from tsconfig.base.json so webpack and tsc resolve alike. */
function workspaceAliases() {
  const alias = {};
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    alias[`${name}$`] = path.join(root, target);
  }
  return alias;
}

function reactRouterProductionAliases() {
  const dist = path.join(root, 'node_modules/react-router/dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

const isProduction = (argv) => argv.mode === 'production' || process.env.NODE_ENV === 'production';

/**
 * @param {object} opts
 * @param {string} opts.app            project folder under apps/ and MF container name
 * @param {Record<string,string>} [opts.exposes]  remotes only
 * @param {string} [opts.routesExpose]  the exposed module holding the remote's route table (preload-manifest.js)
 * @param {object} [opts.pages]  the remote's page declarations the route table is built from (@resellpk/web-pages)
 * @param {string} [opts.title]
 * @param {string[]} [opts.runtimePlugins]  the host's own federation runtime plugins (files)
 */
function createWebConfig(opts) {
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const scripts = standaloneScripts(opts);
    const app = appConfig(opts, production, Object.keys(scripts));
    return [app, standaloneScriptsConfig(scripts, app.output.path, production)];
  };
}

/**
 * Scripts an app's index.html loads by name beside main.js, each a small bundle of its own without
 * the federation runtime: the remotes' standalone pages need the federation runtime the shell
 * otherwise provides as a global (their entries are built with externalRuntime), and the shell's
 * page starts the silent refresh from session-start.js before main.js has even downloaded.
 */
function standaloneScripts(opts) {
  return opts.exposes
    ? { [FEDERATION_RUNTIME]: FEDERATION_RUNTIME_MODULE }
    : { [SESSION_START]: path.join(root, 'apps', opts.app, `src/${SESSION_START}.ts`) };
}

function standaloneScriptsConfig(scripts, outputPath, production) {
  return {
    name: `${path.basename(outputPath)}-standalone-scripts`,
    mode: production ? 'production' : 'development',
    context: root,
    target: 'web',
    entry: scripts,
    devtool: production ? 'source-map' : false,
    resolve: { extensions: ['.ts', '.js'], alias: workspaceAliases() },
    module: { rules: [typescriptRule(production)] },
    output: { path: outputPath, filename: '[name].js', clean: false },
    plugins: production ? [brotliFiles()] : [],
    optimization: { minimize: production },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A `.br` copy of every script and stylesheet at brotli's best quality, served by apps/web-server/src/server.ts
 * to browsers that take br. On-the-fly compression (compression's br at quality 4) came out larger
 * than gzip; quality 11 is clearly smaller, and too slow to run per request (bench/README.md,
 * *Brotli copies, the first render in slices, the refresh from the page's first script*). The HTML is
 * not here: the server writes each page's preload links into it.
 */
function brotliFiles() {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|svg)$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

/** TypeScript and TSX through swc, for the browsers the apps support. */
function typescriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * How web code resolves, in the browser bundles and the first-paint renderer alike.
 * @param {Record<string,string>} [extraAliases]
 */
function webResolve(production, antd, extraAliases = {}) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      ...workspaceAliases(),
      // react-router 7's package exports only name its development build (dev-only checks and
      // warnings); production bundles take the production build it also ships. Both entries:
      // the router and `react-router/dom` must come from the same build (one set of contexts).
      ...(production ? reactRouterProductionAliases() : {}),
      // `import { Button } from 'antd'` goes through a side-effect-free barrel of per-component
      // shared modules (antd-modules.js), so only the components a page uses are bundled
      'antd$': antd,
      ...extraAliases,
    },
  };
}

/** An app's output folder; WEB_DIST_DIR builds somewhere else (the same variable apps/web-server/src/server.ts reads). */
function distDir(app) {
  return path.join(path.resolve(process.env.WEB_DIST_DIR || path.join(root, 'dist/apps')), app);
}

/** The rules every web build shares: the browser bundles and the first-paint renderer (Node). */
function moduleRules(production, antd) {
  const hash = production ? '.[contenthash:10]' : '';
  return [
    typescriptRule(production),
    { test: (file) => file === antd, sideEffects: false },
    // @resellpk/domain is pure (rules, messages, money): a page importing one message from its
    // barrel must not bring every module behind it, such as libphonenumber-js (large, used only by
    // the phone and payout rules; its size: bench/README.md, *Figures once quoted in code
    // comments*) on /login and /products
    { test: (file) => file.startsWith(DOMAIN_SRC), sideEffects: false },
    // ESM packages (react-router 7) import without extensions
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    // web fonts (the Urdu font, libs/web/ui/src/urdu-font.ts): emitted as hashed files, imported as their URL
    { test: /\.woff2$/, type: 'asset/resource', generator: { filename: `fonts/[name]${hash}[ext]` } },
  ];
}

/**
 * The first-paint renderer (apps/first-paint): the shell's route tree with the storefront's pages,
 * built for Node so apps/web-server/src/server.ts can write a page's first screen into its HTML
 * (docs/web-performance.md, *The first screen in the HTML*). The same source as the browser bundles:
 * what the server draws is what React draws once the scripts have run. No federation: the remote's
 * routes are a plain import here (`storefront/routes`). React stays an external, so the renderer
 * and react-dom/server share node_modules' copy.
 */
function createServerRenderConfig(opts) {
  return (_env, argv = {}) => {
    const production = isProduction(argv);
    const antd = antdBarrel();
    return {
      name: opts.app,
      mode: production ? 'production' : 'development',
      context: root,
      target: 'node',
      entry: { render: path.join(root, 'apps', opts.app, 'src/render.tsx') },
      devtool: false,
      output: {
        path: distDir(opts.app),
        filename: '[name].js',
        chunkFilename: '[name].js',
        library: { type: 'commonjs2' },
        // asset URLs (the Urdu font) as the shell serves them
        publicPath: '/',
        clean: true,
      },
      // React from node_modules (one copy with react-dom/server); socket.io-client is never started
      // by a server render, and its Node build would bring ws's optional native modules
      externals: Object.fromEntries(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'socket.io-client'].map((name) => [name, `commonjs ${name}`])),
      resolve: webResolve(production, antd, {
        'storefront/routes$': path.join(root, 'apps/storefront/src/routes.tsx'),
        'shell/build-routes$': path.join(root, 'apps/shell/src/app/build-routes.tsx'),
      }),
      module: { rules: moduleRules(production, antd) },
      // names stay readable in a server's stack trace
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** @param {string[]} standaloneNames the scripts the second compiler writes into the same folder */
function appConfig(opts, production, standaloneNames) {
  const appRoot = path.join(root, 'apps', opts.app);
  const antd = antdBarrel();
  const hash = production ? '.[contenthash:10]' : '';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: path.join(appRoot, 'src/main.ts') },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: distDir(opts.app),
      // 'auto' lets a remote's chunks load from the remote's own origin when the shell hosts it
      publicPath: 'auto',
      // entry files keep stable names (the federation runtime cannot hash them); they are tiny
      // (main.js only starts the async boundary) and served no-cache, like remoteEntry.js
      filename: '[name].js',
      chunkFilename: `[name]${hash}.js`,
      uniqueName: opts.app,
      // the standalone scripts (and their maps and brotli copies) come from the second compiler
      clean: { keep: (file) => standaloneNames.some((name) => file.startsWith(`${name}.js`)) },
    },
    resolve: webResolve(production, antd),
    module: { rules: moduleRules(production, antd) },
    plugins: [
      new ModuleFederationPlugin({
        name: opts.app,
        filename: 'remoteEntry.js',
        ...(opts.exposes ? { exposes: opts.exposes } : {}),
        // the shell registers remotes at runtime from /mf-manifest.json; nothing is baked in
        remotes: {},
        shared: createShared({ host: !opts.exposes }),
        // the shell registers its shared modules first; 'loaded-first' keeps a remote's equal
        // version from replacing them (with 'version-first' the container whose name sorts last
        // wins a tie, so the storefront would serve half of antd beside the shell's copy)
        shareStrategy: 'loaded-first',
        dts: false,
        // remotes are registered by remoteEntry.js URL (not MF manifests), so the runtime's
        // snapshot/manifest code is dead weight on every first visit; browsers only
        // the federation runtime once per page: the shell provides its copy as a global and the
        // remotes' entries use it instead of carrying their own (a second runtime's bytes off every
        // first visit: bench/README.md, *Figures once quoted in code comments*); a remote's
        // standalone page gets it from federation-runtime.js (below)
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          ...(opts.exposes ? { externalRuntime: true } : {}),
        },
        // (the plugin's own provideExternalRuntime brings a second, CommonJS copy of the runtime)
        ...(opts.exposes ? {} : { runtimePlugins: [FEDERATION_RUNTIME_MODULE, ...(opts.runtimePlugins ?? [])] }),
        // the served /mf-manifest.json is the runtime remote config, not the plugin's stats file
        manifest: false,
      }),
      // what each start-up step loads, for the page's preload links (apps/web-server/src/server.ts)
      new PreloadManifestPlugin({ routesExpose: opts.routesExpose, pages: opts.pages }),
      // favicon.ico, favicon.svg and the touch icon at the site root, where browsers look for them
      new StaticFilesPlugin(BRAND_ICONS_DIR),
      new HtmlWebpackPlugin({
        // the page as text, not a compiled template: compiling it runs a child compilation that
        // the federation plugin fills with every shared module (all of antd, built and minified
        // a second time as Node chunks)
        templateContent: fs
          .readFileSync(path.join(appRoot, 'src/index.html'), 'utf8')
          .replace('<%= htmlWebpackPlugin.options.title %>', opts.title || 'ResellPK')
          // the standalone scripts, deferred like main.js, whose tag the plugin adds after them: they run first
          .replace('</head>', `${standaloneNames.map((name) => `<script defer src="/${name}.js"></script>`).join('')}</head>`),
        chunks: ['main'],
        // absolute script URLs: index.html is served for deep links like /admin/login too
        publicPath: '/',
        minify: production,
      }),
      ...(production ? [brotliFiles()] : []),
    ],
    optimization: {
      minimize: production,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createWebConfig, createServerRenderConfig };
