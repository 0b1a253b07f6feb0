import { FreeGiftsSection } from '../../features/free-gifts/free-gifts-section';
import { PageContainer } from '../../shared/page-container';
import { CallToActionSection } from './call-to-action-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingStyles } from './landing-styles';
import { PlanCardsSection } from './plan-cards-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * `/`: the spec's section order: hero, free gifts, how it works, plans, testimonials, call to
 * action. All of it with the light kit, no antd: a visitor's server draws the whole page into the
 * HTML (apps/web-server/src/web-first-paint.ts), and the route waits for the gifts (routes.tsx) so they render
 * with the page instead of pushing the sections under them down a moment later.
 */
export function LandingPage() {
  return (
    <PageContainer>
      <LandingStyles />
      <HeroSection />
      <FreeGiftsSection />
      <HowItWorksSection />
      <PlanCardsSection />
      <TestimonialsSection />
      <CallToActionSection />
    </PageContainer>
  );
}
