import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { buildRoutes } from 'shell/build-routes';
import storefrontRoutes from 'storefront/routes';
import { setApiOrigin } from '@resellpk/web-api';
import { AppProviders, createQueryClient, ServerDrawingProvider } from '@resellpk/web-ui';
import { assumeVisitor } from '@resellpk/web-session';
import { hasFirstPaint } from './first-paint-pages';
import { leadImageOf } from './lead-image';
import { loadRenderedQueries } from './load-queries';
import { stylesForShadowRoot } from './shadow-css';

// the server never has a session: it draws what a visitor's browser draws once it knows it has none
assumeVisitor();

const routes = buildRoutes({ storefront: storefrontRoutes, admin: null });
const handler = createStaticHandler(routes);

export interface FirstPaint {
  /** the chrome and the page, with their styles, for a shadow root */
  markup: string;
  /** the answers the page was drawn from, for the browser's query cache (the same page, no second request) */
  state: DehydratedState | null;
  /** the URL of the image the page asks for first (fetchpriority high: the first card, the product), as written in the markup */
  leadImage: string | null;
}


/**
 * The first screen of a visitor's page (chrome and page, as the shell and the storefront draw it
 * once their scripts have run), for tools/serve-web.js to put in the HTML; null for a page without
 * one (first-paint-pages.ts), a route that redirects or fails, or data that did not load. English
 * only: an Urdu visit is drawn by its scripts. The markup has no script: React draws the live page
 * beside it and the shell then removes it (apps/shell/src/first-paint).
 * @param apiOrigin where the gateway answers the page's own requests (the catalogue, a product)
 */
export async function renderFirstPaint(url: string, apiOrigin: string): Promise<FirstPaint | null> {
  const target = new URL(url, 'http://first-paint.invalid');
  if (!hasFirstPaint(target.pathname)) return null;
  setApiOrigin(apiOrigin);
  const context = await handler.query(new Request(target));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const draw = () =>
    renderToStaticMarkup(
      <ServerDrawingProvider value={true}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerDrawingProvider>,
    );
  let markup = draw();
  const asked = queryClient.getQueryCache().getAll().length > 0;
  if (asked) {
    if (!(await loadRenderedQueries(queryClient))) return null;
    markup = draw();
  }
  return { markup: stylesForShadowRoot(markup), state: asked ? dehydrate(queryClient) : null, leadImage: leadImageOf(markup) };
}

export { hasFirstPaint, STATIC_FIRST_PAINT_PATHS } from './first-paint-pages';
