// The preload links of a page of the shell: every script the Module Federation start-up of that URL
// will certainly load, read from the builds' preload-manifest.json (tools/webpack/preload-manifest.js),
// so the browser requests them all while it parses the HTML instead of one round trip after another
// (main.js -> bootstrap and shared chunks -> remoteEntry.js -> exposed routes -> the page's chunks).
// Used by server.ts; pure functions, tested in web-preload.spec.ts.
import { jsonDataBlock } from './json-data-block';

export interface PreloadGroup {
  files: string[];
  shared: string[];
}
export interface PreloadRoute extends PreloadGroup {
  path: string;
}
/** A build's preload-manifest.json. */
export interface PreloadManifest {
  start?: PreloadGroup;
  shared?: Record<string, PreloadGroup>;
  exposes?: Record<string, PreloadGroup>;
  routes?: PreloadRoute[];
}

// the id apps/shell/src/start/after-paint-preloads.ts (AFTER_PAINT_PRELOADS_ID) reads the list from
export const AFTER_PAINT_PRELOADS_ID = 'after-paint-preloads';

/**
 * The route of `table` a URL path renders, ranked like React Router: static segments beat dynamic
 * ones (`:id`), which beat the splat (`*`). Returns null when nothing matches.
 */
export function matchRoute<R extends { path: string }>(table: R[], urlPath: string): R | null {
  const segments = urlPath.split('/').filter(Boolean);
  let best: R | null = null;
  let bestScore = -1;
  for (const route of table) {
    const parts = route.path.split('/').filter(Boolean);
    let score = 0;
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      if (parts[i] === '*') {
        score += 1; // the rest of the path, whatever it is
        parts.length = i + 1;
        break;
      }
      if (i >= segments.length) ok = false;
      else if (parts[i].startsWith(':')) score += 3;
      else if (parts[i] === segments[i]) score += 10;
      else ok = false;
    }
    const splat = parts[parts.length - 1] === '*';
    if (!ok || (!splat && parts.length !== segments.length)) continue;
    if (!splat) score += 100; // any exact-length match beats a catch-all
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The script URLs a first visit of `urlPath` loads, in the order the start-up needs them: the host's
 * start-up chunks, the remote's entry, its exposed routes module, the page's chunks, each followed by
 * the host's chunks of the shared modules it consumes (the host provides every shared module and
 * 'loaded-first' keeps its copy, so those come from the host's origin).
 * (host: the shell's manifest, hostBase its URL prefix ('/'); remote: the remote's manifest, null for
 * the host's chunks only; remoteBase its URL prefix; exposed: its routes module ('./routes'); mountPath:
 * where the host mounts the remote's routes ('/', '/admin'); urlPath: the page's path.)
 */
export function preloadUrls({ host, hostBase, remote, remoteBase, exposed, mountPath, urlPath }: {
  host: PreloadManifest;
  hostBase: string;
  remote: PreloadManifest | null;
  remoteBase: string;
  exposed: string;
  mountPath: string;
  urlPath: string;
}): string[] {
  const urls: string[] = [];
  const seen = new Set<string>();
  const add = (url: string) => {
    if (!seen.has(url)) {
      seen.add(url);
      urls.push(url);
    }
  };
  const sharedDone = new Set<string>();
  const addShared = (keys: string[]) => {
    for (const key of keys) {
      if (sharedDone.has(key)) continue;
      sharedDone.add(key);
      // the host's copy when it has one (it always does here); the remote's otherwise
      const [entry, base] = host.shared?.[key] ? [host.shared[key], hostBase] : [remote?.shared?.[key], remoteBase];
      if (!entry) continue;
      entry.files.forEach((f) => add(base + f));
      addShared(entry.shared);
    }
  };
  const addGroup = (entry: PreloadGroup | null | undefined, base: string) => {
    if (!entry) return;
    entry.files.forEach((f) => add(base + f));
    addShared(entry.shared);
  };

  addGroup(host.start, hostBase);
  if (!remote) return urls;
  add(`${remoteBase}remoteEntry.js`);
  addGroup(remote.exposes?.[exposed], remoteBase);
  const rest = urlPath.slice(mountPath.replace(/\/$/, '').length) || '/';
  addGroup(matchRoute(remote.routes ?? [], rest), remoteBase);
  return urls;
}

/** `<link rel="preload">` tags for `urls`: classic scripts without crossorigin, as webpack and the federation runtime add them. */
export function preloadLinks(urls: string[]): string {
  return urls.map((url) => `<link rel="preload" as="script" href="${url}">`).join('');
}

/**
 * The preloads of a page the server drew (web-first-paint.ts): a list the page's first script
 * turns into the same links right after the first paint (apps/shell/src/start/after-paint-preloads.ts).
 * In the head, the start-up's scripts at high priority would share a phone's bandwidth with the HTML
 * and the drawing's first image, though nothing on that screen waits for them (their size:
 * bench/README.md, *Figures once quoted in code comments*).
 */
export function afterPaintPreloads(urls: string[]): string {
  return urls.length ? jsonDataBlock(AFTER_PAINT_PRELOADS_ID, urls) : '';
}
