import { FREE_PLAN_CARD, formatPKR, PLANS } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { ButtonLink, CheckIcon, Panel } from '@resellpk/web-ui';
import type { ReactNode } from 'react';
import { planCta, planPeriodText } from '../../features/plans/plan-cta';
import { FILL_CARD, FILL_CARD_BODY } from '../../shared/fill-card';

function PlanCard({ code, name, price, period, note, features, cta, highlight }: {
  code: string;
  name: string;
  price: number;
  period: string;
  note?: string;
  features: readonly string[];
  cta: ReactNode;
  highlight?: string;
}) {
  const t = useT();
  return (
    <Panel data-testid="plan-card" data-plan={code} style={{ ...FILL_CARD, ...(highlight ? { borderColor: highlight } : {}) }} bodyStyle={FILL_CARD_BODY}>
      <h3 className="rpk-title" style={{ fontSize: 16, margin: 0 }}>
        {t(name)}
      </h3>
      <div>
        <strong style={{ fontSize: 28 }} data-testid="plan-price">
          {formatPKR(price)}
        </strong>
        {/* the period wraps whole ("for 6 months" on its own line), never split */}
        {period && (
          <>
            {' '}
            <span className="rpk-muted" style={{ whiteSpace: 'nowrap' }}>
              {period}
            </span>
          </>
        )}
      </div>
      {note && <strong>{t(note)}</strong>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {features.map((feature) => (
          <li key={feature} style={{ padding: '4px 0' }}>
            <CheckIcon style={{ color: '#389e0d', marginInlineEnd: 8 }} />
            {t(feature)}
          </li>
        ))}
      </ul>
      {cta}
    </Panel>
  );
}

/**
 * The landing's plans: the Free card and the one catalogue (`PLANS`, which `GET /plans` serves and
 * /pricing and /partner show), so no screen sells a plan the others do not know.
 */
export function PlanCardsSection() {
  const t = useT();
  return (
    <section className="rpk-landing-section" aria-labelledby="plans-title">
      <h2 id="plans-title" className="rpk-title">
        {t('Choose Your Plan')}
      </h2>
      <div className="rpk-plan-grid">
        <PlanCard
          code={FREE_PLAN_CARD.code}
          name={FREE_PLAN_CARD.name}
          price={FREE_PLAN_CARD.pricePaisa}
          period=""
          features={FREE_PLAN_CARD.features}
          cta={
            <ButtonLink to="/signup" block>
              {t('Sign Up Free')}
            </ButtonLink>
          }
        />
        {PLANS.map((plan) => {
          const cta = planCta(plan, t);
          return (
            <PlanCard
              key={plan.code}
              code={plan.code}
              name={plan.name}
              price={plan.pricePaisa}
              period={planPeriodText(plan, t)}
              note={plan.coinsText}
              features={plan.features}
              highlight={plan.bestValue ? '#722ed1' : plan.isPopular ? '#0958d9' : undefined}
              cta={
                <ButtonLink to={cta.to} variant="primary" block>
                  {cta.label}
                </ButtonLink>
              }
            />
          );
        })}
      </div>
    </section>
  );
}
