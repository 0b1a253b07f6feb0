import { api } from '@resellpk/web-api';
import type { FreeOffer } from './free-gifts';

export const FREE_OFFERS_KEY = ['free-offers', 'active'] as const;

export const fetchFreeOffers = () => api.get<FreeOffer[]>('/free-offers');

let early: { data: FreeOffer[]; at: number } | undefined;
let inFlight: Promise<void> | undefined;

/**
 * Starts `GET /free-offers` when the landing route starts loading, in parallel with its chunks,
 * and resolves once it answered or after `waitMs`, whichever comes first. The route waits for it,
 * so the gifts render with the page instead of after a loading line that then pushes the rest of
 * the page down (a layout shift above the fold on a phone). A failure or a slow answer leaves
 * the section to its own query, as before.
 */
export function prefetchFreeOffers(waitMs: number): Promise<void> {
  if (!inFlight) {
    inFlight = fetchFreeOffers().then(
      (data) => {
        early = { data, at: Date.now() };
      },
      () => {
        inFlight = undefined; // the section's own query reports nothing either: the next visit tries again
      },
    );
  }
  const answered = inFlight;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void answered.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The prefetched answer for the section's `initialData` (its age keeps `staleTime` honest). */
export const prefetchedFreeOffers = () => early;
