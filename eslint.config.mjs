import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// the router names the shared router kit re-exports (tools/webpack/router-kit.js)
const { ROUTER_EXPORTS } = require('./tools/webpack/router-kit.js');
// the services, from the one list in @resellpk/contracts
require('@swc-node/register');
const { SERVICE_LIST } = require('./libs/contracts/src/services.ts');
// kit pages load no antd on their first screen, checked against the pages of @resellpk/web-pages
const kitPagesPlugin = require('./tools/eslint/kit-pages-no-antd.js');
const { workspaceKitPages } = require('./tools/eslint/workspace-kit-pages.js');
const KIT_PAGES = workspaceKitPages(path.dirname(fileURLToPath(import.meta.url)));


const TYPES = {
  'type:app': ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts', 'type:testing'],
  'type:feature': ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  'type:ui': ['type:ui', 'type:data-access', 'type:util', 'type:contracts'],
  'type:data-access': ['type:data-access', 'type:util', 'type:contracts'],
  'type:testing': ['type:testing', 'type:data-access', 'type:util', 'type:contracts'],
  'type:contracts': ['type:util', 'type:contracts'],
  'type:util': ['type:util', 'type:contracts'],
};
const SCOPES = ['shell', 'storefront', 'admin', 'gateway', ...SERVICE_LIST.map((s) => s.name)];

/** Tests may use the `type:testing` libs (test databases, a private nats-server); shipped code may not. */
function depConstraints(inTests) {
  return [
    ...Object.entries(TYPES).map(([sourceTag, allowed]) => ({
      sourceTag,
      onlyDependOnLibsWithTags: inTests && !allowed.includes('type:testing') ? [...allowed, 'type:testing'] : allowed,
    })),
    { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
    { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:shared'] },
    { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...SCOPES.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'] })),
  ];
}

/**
 * Module boundaries on the axes of docs/architecture.md ("The libraries"): scope (which app owns it), type (layering)
 * and platform (web and node code never import each other).
 */
/** Libraries the shell's start-up evaluates one step at a time (apps/shell/src/main.ts). */
const START_UP_STEPS = ['web-session', 'web-i18n', 'web-ui'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    // tools/eslint/fixtures: little workspaces the lint rules' specs lint, broken on purpose
    ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', 'coverage', '**/*.config.js', 'k6/**', 'test-results', 'playwright-report', 'tools/eslint/fixtures'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: depConstraints(false),
          // the shell's main.ts imports these dynamically to evaluate them in tasks of their own
          // (start-up steps), not to load them lazily: the shell imports them statically too
          checkDynamicDependenciesExceptions: START_UP_STEPS,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // hooks live in .ts files too (use-*.ts): the rules of hooks hold there as in components
    files: ['**/*.tsx', 'apps/{shell,storefront,admin}/src/**/*.ts', 'libs/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // web code reaches the router only through the shared kit: a name outside it would be
    // `undefined` at run time in the federated build
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_EXPORTS,
              message: 'Not in the shared router kit: add the name to ROUTER_VALUES in tools/webpack/router-kit.js.',
            },
            { name: 'react-router', message: "Import from 'react-router-dom' (the shared router kit)." },
            { name: 'react-router/dom', message: "Import from 'react-router-dom' (the shared router kit)." },
          ],
        },
      ],
    },
  },
  {
    // a kit page loads no antd on its first screen: antd only through import() (tools/eslint/kit-pages-no-antd.js)
    files: KIT_PAGES.files,
    plugins: { resellpk: kitPagesPlugin },
    rules: { 'resellpk/kit-pages-no-antd': ['error', KIT_PAGES.options] },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: depConstraints(true) }], '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
];
