import { AntdScope } from '@resellpk/web-antd';
import { FreeGiftsSection } from '../../features/free-gifts/FreeGiftsSection';
import { CallToActionSection } from './CallToActionSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlanCardsSection } from './PlanCardsSection';
import { TestimonialsSection } from './TestimonialsSection';

/** Everything under the hero, built with antd: loaded after the hero has painted (LandingPage). */
export default function LandingSections() {
  return (
    <AntdScope>
      <FreeGiftsSection />
      <HowItWorksSection />
      <PlanCardsSection />
      <TestimonialsSection />
      <CallToActionSection />
    </AntdScope>
  );
}
