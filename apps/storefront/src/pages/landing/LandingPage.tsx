import { FreeGiftsSection } from '../../features/free-gifts/FreeGiftsSection';
import { PageContainer } from '../../shared/PageContainer';
import { CallToActionSection } from './CallToActionSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingStyles } from './landing-styles';
import { PlanCardsSection } from './PlanCardsSection';
import { TestimonialsSection } from './TestimonialsSection';

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
