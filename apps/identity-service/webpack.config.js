// Bundles the service and the workspace libs it uses into dist/apps/identity-service (main.js and
// seed.js); npm packages stay external so native ones (argon2, pg) load from node_modules.
const path = require('node:path');
const { compilerOptions } = require('../../tsconfig.base.json');

const root = path.resolve(__dirname, '../..');
const alias = {};
for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
  alias[`${name}$`] = path.join(root, target);
}

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { main: './src/main.ts', seed: './src/seed.ts' },
  output: { path: path.join(root, 'dist/apps/identity-service'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  optimization: { minimize: false },
  resolve: { extensions: ['.ts', '.js'], alias },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@resellpk/')) {
        return callback();
      }
      return callback(null, `commonjs ${request}`);
    },
  ],
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
};
