// Shared webpack config for every Node app (services, gateway): one bundle of the app and the
// workspace libs it imports, with node_modules left as runtime requires.
const path = require('node:path');
const { compilerOptions } = require('../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/** `@resellpk/x` -> libs/.../src/index.ts, from the same path map as TypeScript and jest. */
function workspaceAliases() {
  const alias = {};
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    alias[`${name}$`] = path.join(workspaceRoot, target);
  }
  return alias;
}

/** Anything that is not relative, absolute or a workspace lib comes from node_modules at runtime. */
function externalizeNodeModules({ request }, callback) {
  if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@resellpk/')) {
    return callback();
  }
  return callback(null, `commonjs ${request}`);
}

/**
 * @param {{ name: string, main: string, outputPath?: string, extraEntries?: Record<string, string> }} options
 *   name: project name (dist/apps/<name>), main: entry relative to the workspace root,
 *   extraEntries: more bundles next to main.js (e.g. `{ seed: 'apps/x/src/seed.ts' }` -> seed.js).
 */
function nodeAppConfig({ name, main, outputPath, extraEntries = {} }) {
  const entry = { main: path.resolve(workspaceRoot, main) };
  for (const [key, file] of Object.entries(extraEntries)) entry[key] = path.resolve(workspaceRoot, file);
  return {
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    target: 'node20',
    context: workspaceRoot,
    entry,
    output: {
      path: path.resolve(workspaceRoot, outputPath || `dist/apps/${name}`),
      filename: '[name].js',
      libraryTarget: 'commonjs2',
      clean: true,
    },
    devtool: 'source-map',
    // Class names matter to Nest (DI tokens, logs) and readable stacks matter in production.
    optimization: { minimize: false, nodeEnv: false },
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.ts', '.js', '.json'], alias: workspaceAliases() },
    externals: [externalizeNodeModules],
    externalsPresets: { node: true },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', decorators: true },
                transform: { legacyDecorator: true, decoratorMetadata: true },
                keepClassNames: true,
              },
              module: { type: 'es6' },
              sourceMaps: true,
            },
          },
        },
      ],
    },
    stats: 'errors-warnings',
  };
}

module.exports = { nodeAppConfig };
