import { formatPKR, LANDING_PLAN_CARDS } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { ButtonLink, CheckIcon, Panel } from '@resellpk/web-ui';
import { FILL_CARD, FILL_CARD_BODY } from '../../shared/fill-card';

export function PlanCardsSection() {
  const t = useT();
  return (
    <section className="rpk-landing-section" aria-labelledby="plans-title">
      <h2 id="plans-title" className="rpk-title">
        {t('Choose Your Plan')}
      </h2>
      <div className="rpk-cols-3">
        {LANDING_PLAN_CARDS.map((plan) => (
          <Panel
            key={plan.code}
            data-testid="plan-card"
            style={{ ...FILL_CARD, ...(plan.code === 'basic' ? { borderColor: '#0958d9' } : {}) }}
            bodyStyle={FILL_CARD_BODY}
          >
            <h3 className="rpk-title" style={{ fontSize: 16, margin: 0 }}>
              {t(plan.name)}
            </h3>
            <div>
              <strong style={{ fontSize: 28 }}>{formatPKR(plan.pricePaisa)}</strong>
              {plan.period && <span className="rpk-muted"> {t(plan.period)}</span>}
            </div>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
              {plan.features.map((feature) => (
                <li key={feature} style={{ padding: '4px 0' }}>
                  <CheckIcon style={{ color: '#389e0d', marginInlineEnd: 8 }} />
                  {t(feature)}
                </li>
              ))}
            </ul>
            <ButtonLink to={plan.cta.to} variant={plan.code === 'free' ? 'default' : 'primary'} block>
              {t(plan.cta.label)}
            </ButtonLink>
          </Panel>
        ))}
      </div>
    </section>
  );
}
