import { lazy, Suspense } from 'react';
import { prefetchFreeOffers } from '../../features/free-gifts/free-offers-prefetch';
import { useAfterFirstPaint } from '../../shared/after-first-paint';
import { PageContainer } from '../../shared/PageContainer';
import { HeroSection } from './HeroSection';

// how long the sections may wait for the gifts before rendering without them (they follow)
const GIFTS_WAIT_MS = 1000;

// antd and the sections' code load beside the gifts (started by the route, routes.tsx): the gifts
// render with the sections instead of pushing them down a moment later
const LandingSections = lazy(async () => (await Promise.all([import('./LandingSections'), prefetchFreeOffers(GIFTS_WAIT_MS)]))[0]);

/**
 * `/`: the spec's section order: hero, free gifts, how it works, plans, testimonials, call to
 * action. The hero is kit-only and paints first; nothing is shown in place of the sections while
 * they load (the shell keeps the footer below the fold), so they only add content under the hero.
 */
export function LandingPage() {
  const painted = useAfterFirstPaint();
  return (
    <PageContainer>
      <HeroSection />
      {painted && (
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      )}
    </PageContainer>
  );
}
