import { useT } from '@resellpk/web-i18n';
import { Panel } from '@resellpk/web-ui';
import { HOW_IT_WORKS_STEPS } from '../../content/how-it-works';

export function HowItWorksSection() {
  const t = useT();
  return (
    <section id="how-it-works" className="rpk-landing-section" aria-labelledby="how-it-works-title" style={{ scrollMarginTop: 72 }}>
      <h2 id="how-it-works-title" className="rpk-title">
        {t('How It Works')}
      </h2>
      <div className="rpk-cols-3">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Panel key={step.title} style={{ height: '100%' }}>
            <div aria-hidden className="rpk-step">
              {index + 1}
            </div>
            {/* an h3 under the section's h2 (heading order), at the size of an h4 */}
            <h3 className="rpk-title" style={{ fontSize: 20 }}>
              {t(step.title)}
            </h3>
            <p className="rpk-muted" style={{ margin: 0 }}>
              {t(step.text)}
            </p>
          </Panel>
        ))}
      </div>
    </section>
  );
}
