import type { RouteObject } from 'react-router-dom';

/**
 * Each route's lazy() also waits for the remote's strings of the current language (`ready`: their
 * chunk loads in parallel with the page's), so an Urdu page does not flash English first.
 * English resolves at once: no wait.
 */
export function withTranslations(list: RouteObject[], ready: () => Promise<void>): RouteObject[] {
  return list.map((route) => {
    const lazy = route.lazy;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      next.lazy = (async (...args: unknown[]) => {
        const [loaded] = await Promise.all([(lazy as (...a: unknown[]) => Promise<unknown>)(...args), ready()]);
        return loaded;
      }) as RouteObject['lazy'];
    }
    if (route.children) next.children = withTranslations(route.children, ready);
    return next;
  });
}
