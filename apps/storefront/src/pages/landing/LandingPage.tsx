import { FreeGiftsSection } from '../../features/free-gifts/FreeGiftsSection';
import { PageContainer } from '../../shared/PageContainer';
import { CallToActionSection } from './CallToActionSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlanCardsSection } from './PlanCardsSection';
import { TestimonialsSection } from './TestimonialsSection';

/** `/`: the spec's section order: hero, free gifts, how it works, plans, testimonials, call to action. */
export function LandingPage() {
  return (
    <PageContainer>
      <HeroSection />
      <FreeGiftsSection />
      <HowItWorksSection />
      <PlanCardsSection />
      <TestimonialsSection />
      <CallToActionSection />
    </PageContainer>
  );
}
