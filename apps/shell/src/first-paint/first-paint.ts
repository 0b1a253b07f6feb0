import { useLayoutEffect } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The first screen the server drew into the HTML for a visitor (tools/web-first-paint.js) stays until
 * the live page has committed its own first screen, and no longer: the shell's loading panel holds
 * it (a page still loading would otherwise replace a drawn page by a spinner), and every commit
 * without such a hold removes it. #root is hidden while it is there (index.html), so the swap
 * happens in one frame and, as both draw the same page, shows nothing moving.
 */
export const FIRST_PAINT_ID = 'first-paint';

let holds = 0;

function releaseUnlessHeld(): void {
  // after the commit: a hold that ends and one that starts in the same commit (the remote's gate
  // giving way to the router's own loading panel) must not let the first screen go in between
  queueMicrotask(() => {
    if (holds === 0) document.getElementById(FIRST_PAINT_ID)?.remove();
  });
}

/** Keeps the first screen while the calling component (a loading panel) is mounted. */
export function useFirstPaintHold(): void {
  useLayoutEffect(() => {
    holds++;
    return () => {
      holds--;
      releaseUnlessHeld();
    };
  }, []);
}

/** At the app's first commit: the first screen goes unless a loading panel holds it. */
export function useFirstPaintRelease(): void {
  useLayoutEffect(releaseUnlessHeld, []);
}

/** The data block the server writes beside the first screen (tools/web-first-paint.js). */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

// read once: the first render is a transition, which React may throw away and start again (running
// the query client's initialiser again) after the block has left the page
let seed: { state: unknown } | null | undefined;

function firstPaintState(): unknown {
  if (seed === undefined) {
    const block = document.getElementById(FIRST_PAINT_DATA_ID);
    block?.remove();
    try {
      seed = block ? { state: JSON.parse(block.textContent ?? '') } : null;
    } catch (e) {
      console.warn('[shell] the first screen data could not be read', e);
      seed = null;
    }
  }
  return seed?.state;
}

/**
 * The answers the server drew the first screen from (a visitor's catalogue, a product, the landing
 * page's gifts), put in the app's query cache before its first render: the live page draws the same
 * cards at once instead of asking the API again behind a loading block. A block that does not
 * parse is ignored (the page asks the API as it always did).
 */
export function withFirstPaintData(client: QueryClient): QueryClient {
  const state = firstPaintState();
  if (state) hydrate(client, state);
  return client;
}
