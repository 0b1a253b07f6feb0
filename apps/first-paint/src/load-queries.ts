import type { Query, QueryClient } from '@tanstack/react-query';

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches every query a render asked for (their options are in the cache from that render: the
 * page's own query functions, keys and infinite pages), so a second render draws the page with its
 * data. Also those that already have an answer: one kept by a page's module (the landing page's
 * prefetched gifts) may be as old as the server process, and the browser takes a drawing's answers
 * as fresh. False when one failed: a first screen with an error in it is worse than none.
 */
export async function loadRenderedQueries(client: QueryClient): Promise<boolean> {
  const asked = client.getQueryCache().getAll().filter(isEnabled);
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.every((query) => query.state.status === 'success' && !query.state.error);
}
