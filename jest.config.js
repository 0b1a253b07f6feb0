// One jest run for the whole workspace: unit tests (*.spec.ts) and integration tests against the
// real PostgreSQL, Redis and NATS (*.int-spec.ts). SWC keeps the transform fast on 2 cores.
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace('/', '\\/')}$`] = `<rootDir>/${target}`;
}

// the kit's icon drawings are imported from the ES build (tree-shaken by webpack); jest runs CommonJS
moduleNameMapper['^@ant-design/icons-svg/es/(.*)$'] = '@ant-design/icons-svg/lib/$1';
// antd's icons (CommonJS build) reach into @ant-design/colors' ES build for one helper
moduleNameMapper['^@ant-design/colors/es/(.*)$'] = '@ant-design/colors/lib/$1';
// antd's locales likewise (the kit's AntdScope imports them from the ES build)
moduleNameMapper['^antd/es/locale/(.*)$'] = 'antd/lib/locale/$1';
// webpack emits imported web fonts as files and imports their URL (tools/webpack/web.config.js)
moduleNameMapper['\\.woff2$'] = '<rootDir>/tools/jest/asset-url.js';

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/tools'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // otplib's default plugins use these audited hashing and base32 packages, published as ES modules only
  transformIgnorePatterns: ['/node_modules/(?!(?:.*/node_modules/)?(?:@scure/base|@noble/hashes)/)'],
  moduleNameMapper,
  maxWorkers: 2,
  testTimeout: 60000,
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/retry-integration.js'],
};
