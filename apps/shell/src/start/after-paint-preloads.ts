import { FIRST_PAINT_ID } from '../first-paint/first-paint-id';

/** The id of the list tools/web-preload.js (afterPaintPreloads) puts in a page the server drew. */
export const AFTER_PAINT_PRELOADS_ID = 'after-paint-preloads';
/** A tab that paints nothing (opened in the background) still gets its preloads after this. */
export const NO_FRAME_FALLBACK_MS = 500;

/**
 * On a page the server drew (apps/web-server/src/web-first-paint.ts) the preloads of the start-up scripts come as
 * a list instead of links in the head (apps/web-server): requested while the HTML is parsed, they
 * would share a phone's bandwidth with the HTML and the drawing's first image, and nothing on that
 * screen waits for them. Right after the first paint is shown they are requested all at once, as the links
 * would have been, but for those main.js has requested by then (a second request for them would be
 * a preload nothing uses, which Chrome warns about). When the drawing is gone already (the empty
 * cart's check removed it: a cart is stored), the scripts draw the first screen: requested at once.
 */
export function preloadAfterFirstPaint(doc: Document = document): void {
  const urls = listedUrls(doc);
  if (!urls.length) return;
  if (!doc.getElementById(FIRST_PAINT_ID)) return addPreloads(doc, urls);
  afterFirstPaint(() => addPreloads(doc, urls));
}

/**
 * Runs `fn` once the first contentful paint has been shown: the browser reports it (paint timing)
 * only after the frame is presented, which can be a frame or two after the main thread painted it.
 * Without paint timing, a task queued from an animation frame (it runs after that frame). A tab
 * that paints nothing (opened in the background) runs it after NO_FRAME_FALLBACK_MS.
 */
function afterFirstPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, NO_FRAME_FALLBACK_MS);
}

function listedUrls(doc: Document): string[] {
  const block = doc.getElementById(AFTER_PAINT_PRELOADS_ID);
  if (!block) return [];
  try {
    const list: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return []; // a damaged list: main.js loads its scripts all the same, one step after another
  }
}

/** A `<link rel="preload" as="script">` for each URL not requested yet (a script element, or a finished download). */
export function addPreloads(doc: Document, urls: string[]): void {
  const requested = new Set<string>([
    ...Array.from(doc.scripts, (s) => s.src),
    ...performance.getEntriesByType('resource').map((e) => e.name),
  ]);
  for (const url of urls) {
    const href = new URL(url, doc.baseURI).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}
