// The router shared as a small kit instead of whole. A shared module is never tree-shaken, so
// sharing `react-router-dom` shipped all of react-router 7 (data APIs, SSR, RSC) to every first
// visit. The shared module `react-router-dom` is instead a generated file that re-exports only
// ROUTER_EXPORTS (the sizes: bench/README.md, *Figures once quoted in code comments*). Web code
// may import only these names from `react-router-dom` (eslint.config.mjs enforces it), so a name
// missing from the kit fails lint instead of arriving `undefined` at run time.
const path = require('node:path');
const { generatedModule } = require('./generated-module');

const root = path.resolve(__dirname, '../..');

/** Values and types web code may import from 'react-router-dom'. Add a name here to use it. */
const ROUTER_VALUES = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'ScrollRestoration',
  'createBrowserRouter',
  'isRouteErrorResponse',
  'useMatches',
  'useLocation',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useSearchParams',
];
/** From `react-router/dom`: the provider that renders with flushSync, as react-router-dom exports it. */
const ROUTER_DOM_VALUES = ['RouterProvider'];
const ROUTER_TYPES = ['RouteObject'];
const ROUTER_EXPORTS = [...ROUTER_VALUES, ...ROUTER_DOM_VALUES, ...ROUTER_TYPES];

/** Writes the kit (once per react-router version) and returns its path, the shared `import`. */
function routerKit() {
  const { version } = require(path.join(root, 'node_modules/react-router/package.json'));
  const body = [
    `export { ${ROUTER_VALUES.join(', ')} } from 'react-router';`,
    `export { ${ROUTER_DOM_VALUES.join(', ')} } from 'react-router/dom';`,
    '',
  ].join('\n');
  return generatedModule(`react-router-kit-${version}.mjs`, body);
}

module.exports = { routerKit, ROUTER_EXPORTS };
