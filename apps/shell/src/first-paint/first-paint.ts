import { useLayoutEffect } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from '@resellpk/web-session';
import { FIRST_PAINT_ID } from './first-paint-id';

/**
 * The first screen the server drew into the HTML for a visitor (apps/web-server/src/web-first-paint.ts) stays until
 * the live page has committed its own first screen, and no longer: the shell's loading panel holds
 * it (a page still loading would otherwise replace a drawn page by a spinner), and every commit
 * without such a hold removes it. #root is hidden while it is there (index.html), so the swap
 * happens in one frame and, as both draw the same page, shows nothing moving.
 */
let holds = 0;

function releaseUnlessHeld(): void {
  // after the commit: a hold that ends and one that starts in the same commit (the remote's gate
  // giving way to the router's own loading panel) must not let the first screen go in between.
  // For a signed-in user's drawing, a session still being restored holds it too: the drawn page would
  // otherwise give way to the pages' "waiting for the session" spinners and skeletons (a visitor's
  // goes at the first commit, as before: nothing on it waits for the session)
  queueMicrotask(() => {
    const sessionPending = seed?.user != null && sessionStore.get().status === 'loading';
    if (holds === 0 && !sessionPending) document.getElementById(FIRST_PAINT_ID)?.remove();
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

/**
 * At the app's first commit, and at the commit where the session is known (the page then draws as
 * the user's): the first screen goes unless a loading panel holds it. A component of its own: the
 * session it reads re-renders this and nothing else (in the app's root it would re-render the tree).
 */
export function FirstPaintRelease(): null {
  const known = useSession().status !== 'loading';
  useLayoutEffect(releaseUnlessHeld, [known]);
  return null;
}

/** The data block the server writes beside the first screen (apps/web-server/src/web-first-paint.ts). */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';

// read once: the first render is a transition, which React may throw away and start again (running
// the query client's initialiser again) after the block has left the page
let seed: { state: DehydratedState; user: string | null } | null | undefined;

function firstPaintSeed(): typeof seed {
  if (seed === undefined) {
    const block = document.getElementById(FIRST_PAINT_DATA_ID);
    block?.remove();
    try {
      seed = block ? { state: JSON.parse(block.textContent ?? ''), user: block.getAttribute('data-user') } : null;
    } catch (e) {
      console.warn('[shell] the first screen data could not be read', e);
      seed = null;
    }
  }
  return seed;
}

/** Runs `then` once the session is restored as this user; never for a visitor or another user. */
function onceSignedInAs(userId: string, then: () => void): void {
  let unsubscribe: (() => void) | null = null;
  const check = () => {
    const { status, user } = sessionStore.get();
    // offline: not known yet either (the retried refresh may still sign this user in)
    if (status === 'loading' || status === 'offline') return;
    unsubscribe?.();
    unsubscribe = null;
    if (status === 'authenticated' && user?.id === userId) then();
  };
  unsubscribe = sessionStore.subscribe(check);
  check();
}

/**
 * The answers the server drew the first screen from, put in the app's query cache: the live page
 * draws the same page at once instead of asking the API again behind a loading block. A visitor's
 * (the catalogue, a product, the landing page's gifts) go in before the first render. A signed-in
 * user's (their wallet, coins, orders) go in when the browser's own session turns out to be the
 * same user's, before the pages render as theirs, and never otherwise (a cookie left from another
 * account must not show its data). A block that does not parse is ignored (the page asks the API as
 * it always did).
 */
export function withFirstPaintData(client: QueryClient): QueryClient {
  const found = firstPaintSeed();
  if (!found?.state) return client;
  if (found.user) onceSignedInAs(found.user, () => hydrate(client, found.state));
  else hydrate(client, found.state);
  return client;
}
