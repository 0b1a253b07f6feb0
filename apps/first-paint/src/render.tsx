import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@resellpk/contracts';
import { buildRoutes } from 'shell/build-routes';
import storefrontRoutes from 'storefront/routes';
import { apiUrl, readAuthOfDrawing, setApiOrigin, type AuthState } from '@resellpk/web-api';
import { AppProviders, createQueryClient, formatTitle, routeTitleKey, ServerDrawingProvider } from '@resellpk/web-ui';
import { assumeVisitor, readSessionOfDrawing, type SessionSnapshot } from '@resellpk/web-session';
import { hasFirstPaint, hasLeadImage, hasSignedInFirstPaint } from '@resellpk/web-pages/storefront';
import { leadImageOf } from './lead-image';
import { loadRenderedQueries } from './load-queries';
import { stylesForShadowRoot } from './shadow-css';

/**
 * Whose page is being drawn. One process draws every user's pages, and a drawing waits for the API
 * between its two renders, so drawings interleave: the session and the API token are read from the
 * drawing's own context (AsyncLocalStorage follows the drawing through its awaits), never from the
 * stores' module state, which a browser has one of per user and this process one for all.
 */
interface Drawing {
  auth: AuthState;
  session: SessionSnapshot;
}
const VISITOR: Drawing = { auth: { accessToken: null, user: null }, session: { status: 'anonymous', user: null, profile: null } };
const drawingFor = new AsyncLocalStorage<Drawing>();
readAuthOfDrawing(() => drawingFor.getStore()?.auth);
readSessionOfDrawing(() => drawingFor.getStore()?.session);
// outside a drawing (none is) the stores say "visitor", as a visitor's browser finds out at once
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
  /** the id of the user whose page this is; null for a visitor's */
  user: string | null;
  /** the tab's title, as the live page sets it (its route's; English, as the drawing) */
  title: string;
}

/**
 * The user a page token belongs to, as the browser's session names them after its refresh; null when
 * the token is not accepted (expired, revoked key) or the API does not answer.
 */
async function drawingOf(pageToken: string): Promise<Drawing | null> {
  const res = await fetch(apiUrl('/me'), { headers: { Accept: 'application/json', Authorization: `Bearer ${pageToken}` } }).catch(() => null);
  if (!res?.ok) return null;
  const { id, email, name, role, plan } = (await res.json()) as Profile;
  const user = { id, email, name, role, plan };
  // the profile as the browser has it at its first signed-in render: not loaded yet
  return { auth: { accessToken: pageToken, user }, session: { status: 'authenticated', user, profile: null } };
}

/**
 * The first screen of a page (chrome and page, as the shell and the storefront draw it once their
 * scripts have run), for apps/web-server to put in the HTML; null for a page without one
 * (its page's `drawing`, @resellpk/web-pages), a route that redirects or fails, or data that did not load. English
 * only: an Urdu visit is drawn by its scripts. The markup has no script: React draws the live page
 * beside it and the shell then removes it (apps/shell/src/first-paint).
 * @param apiOrigin where the gateway answers the page's own requests (the catalogue, a product)
 * @param pageToken a signed-in user's access token (the gateway's page cookie): their page, drawn
 *   with their own answers; without it, a visitor's
 */
export async function renderFirstPaint(url: string, apiOrigin: string, pageToken?: string | null): Promise<FirstPaint | null> {
  const target = new URL(url, 'http://first-paint.invalid');
  setApiOrigin(apiOrigin);
  if (!pageToken) return hasFirstPaint(target.pathname) ? drawingFor.run(VISITOR, () => draw(target)) : null;
  if (!hasSignedInFirstPaint(target.pathname)) return null;
  const drawing = await drawingOf(pageToken);
  return drawing && drawingFor.run(drawing, () => draw(target));
}

/**
 * A product page's own title, its name (the live page sets it with usePageTitle, an effect, which a
 * drawing does not run): read from the product the page asked for (useProduct's ['product', ...]).
 */
function productNameIn(queryClient: QueryClient): string | null {
  const product = queryClient.getQueryCache().find<{ shortName?: string }>({ queryKey: ['product'], exact: false })?.state.data;
  return product?.shortName ?? null;
}

async function draw(target: URL): Promise<FirstPaint | null> {
  const context = await handler.query(new Request(target));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const render = () =>
    renderToStaticMarkup(
      <ServerDrawingProvider value={true}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerDrawingProvider>,
    );
  let markup = render();
  const asked = queryClient.getQueryCache().getAll().length > 0;
  if (asked) {
    if (!(await loadRenderedQueries(queryClient))) return null;
    markup = render();
  }
  const user = drawingFor.getStore()?.auth.user?.id ?? null;
  const title = formatTitle(productNameIn(queryClient) ?? routeTitleKey(context.matches.map((match) => match.route)));
  return { markup: stylesForShadowRoot(markup), state: asked ? dehydrate(queryClient) : null, leadImage: hasLeadImage(target.pathname) ? leadImageOf(markup) : null, user, title };
}

export { drawnWithEmptyCart, hasFirstPaint, hasSignedInFirstPaint, STATIC_FIRST_PAINT_PATHS } from '@resellpk/web-pages/storefront';
