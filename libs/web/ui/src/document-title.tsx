import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';
import { useT } from '@resellpk/web-i18n';
import { BRAND } from './brand';

/** What a route declares to title its page: `handle: { title: 'Wallet' }` (an English key, translated). */
export interface TitledHandle {
  title?: string;
}

/** The tab's text for a page: "Wallet · ResellPK"; the brand alone for a page without a title. */
export function formatTitle(page?: string | null): string {
  const name = page?.trim();
  return name ? `${name} · ${BRAND.name}` : BRAND.name;
}

/** The title key of the deepest matched route that declares one (a child's wins over its layout's). */
export function routeTitleKey(matches: ReadonlyArray<{ handle?: unknown }>): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as TitledHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

// a page's own title (a product's name), over its route's: the latest mounted one wins
const ownTitles: string[] = [];
const listeners = new Set<() => void>();
const currentOwnTitle = (): string | null => ownTitles[ownTitles.length - 1] ?? null;
const notify = () => listeners.forEach((l) => l());
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Titles the tab with text the page knows only once its data is there (already in the page's
 * language, e.g. a product's name); the route's title comes back when the page unmounts.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    ownTitles.push(title);
    notify();
    return () => {
      const at = ownTitles.lastIndexOf(title);
      if (at >= 0) ownTitles.splice(at, 1);
      notify();
    };
  }, [title]);
}

/**
 * Keeps document.title on the current page's title in the current language: the page's own
 * (usePageTitle) or its route's `handle.title`. Rendered once by each layout of the shell.
 */
export function DocumentTitle(): null {
  const t = useT();
  const key = routeTitleKey(useMatches());
  const own = useSyncExternalStore(subscribe, currentOwnTitle, currentOwnTitle);
  const title = formatTitle(own ?? (key ? t(key) : null));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
