// The two modules the renderer composes, aliased to their source by its webpack build
// (tools/webpack/web.config.js, createServerRenderConfig): the browser gets them through Module
// Federation (the storefront's exposed routes) and the shell's own bundle.
declare module 'storefront/routes' {
  import type { RouteObject } from 'react-router-dom';
  const routes: RouteObject[];
  export default routes;
}

declare module 'shell/build-routes' {
  import type { RouteObject } from 'react-router-dom';
  export function buildRoutes(remotes: { storefront: RouteObject[] | null; admin: RouteObject[] | null }): RouteObject[];
}
