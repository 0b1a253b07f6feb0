import { CheckOutlined } from '@ant-design/icons';
import { mayRequestPremium, MSG, type PurchasablePlan } from '@resellpk/domain';
import { api, serverMessage } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { useSession } from '@resellpk/web-session';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { planCta, planPeriodText, PREMIUM_UPGRADE_PATH } from '../../features/plans/plan-cta';
import { FILL_CARD, FILL_CARD_BODY } from '../../shared/fill-card';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';
import { popularPlanCode } from './popular-plan';

const UpgradeDialog = lazy(async () => ({ default: (await import('../../features/upgrade/upgrade-dialog')).UpgradeDialog }));

/**
 * Premium's button: the request dialog for a reseller who may ask for it; a visitor logs in first
 * and comes back with the dialog open; staff (who do not buy plans) see it disabled.
 */
function PremiumButton({ label, onUpgrade }: { label: string; onUpgrade: () => void }) {
  const t = useT();
  const { user, profile } = useSession();
  if (!user) {
    return (
      <LinkButton to={`/login?redirect=${encodeURIComponent(PREMIUM_UPGRADE_PATH)}`} type="primary" block>
        {label}
      </LinkButton>
    );
  }
  const allowed = mayRequestPremium(user.role, profile?.plan ?? user.plan, profile?.planExpiresAt ?? null);
  return (
    <Button type="primary" block disabled={!allowed} onClick={onUpgrade} data-testid="upgrade-premium" title={allowed ? undefined : t('Staff accounts do not buy plans')}>
      {label}
    </Button>
  );
}

function PlanCard(props: { plan: PurchasablePlan; popular: boolean; current: boolean; renewable: boolean; onUpgrade: () => void }) {
  const { plan, popular, current, renewable, onUpgrade } = props;
  const t = useT();
  const cta = planCta(plan, t);
  // badges sit in the card's header: inside the card at every width (antd's Ribbon hangs over the edge)
  const badge = plan.bestValue ? (
    <Tag color="purple" data-testid="plan-badge">
      {t('Best Value')}
    </Tag>
  ) : popular ? (
    <Tag color="blue" data-testid="plan-badge">
      {t('Popular')}
    </Tag>
  ) : undefined;
  return (
    <Card
      data-testid="plan-card"
      title={t(plan.name)}
      extra={badge}
      style={{ ...FILL_CARD, borderColor: plan.bestValue ? '#722ed1' : popular ? '#1677ff' : undefined }}
      styles={{ body: FILL_CARD_BODY }}
    >
      <div>
        <PriceText paisa={plan.pricePaisa} style={{ fontSize: 28, fontWeight: 700 }} />{' '}
        <Typography.Text type="secondary">{planPeriodText(plan, t)}</Typography.Text>
      </div>
      <Typography.Text strong>{t(plan.coinsText)}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {plan.features.map((feature) => (
          <li key={feature} style={{ padding: '4px 0', display: 'flex', gap: 8 }}>
            <CheckOutlined style={{ color: '#52c41a', marginTop: 4 }} />
            <span>{t(feature)}</span>
          </li>
        ))}
      </ul>
      {current && !renewable ? (
        <Button block disabled data-testid="current-plan">
          {t('Your current plan')}
        </Button>
      ) : plan.acquiredBy === 'upgrade_request' ? (
        <PremiumButton label={renewable ? t('Renew {{plan}}', { plan: t(plan.name) }) : cta.label} onUpgrade={onUpgrade} />
      ) : (
        <LinkButton to={cta.to} type="primary" block>
          {cta.label}
        </LinkButton>
      )}
    </Card>
  );
}

/** `/pricing`: the purchasable plans as served by `GET /plans`. */
export function PricingPage() {
  const t = useT();
  const plans = useQuery({ queryKey: ['plans'], queryFn: () => api.get<PurchasablePlan[]>('/plans'), staleTime: 5 * 60_000 });
  const popular = plans.data ? popularPlanCode(plans.data) : null;
  const { user, profile } = useSession();
  const currentPlan = profile?.plan ?? user?.plan ?? null;
  const location = useLocation();
  // opened by the button, or by arriving with ?upgrade=premium (the landing's card, a login on the way)
  const [upgradeOpen, setUpgradeOpen] = useState(() => new URLSearchParams(location.search).get('upgrade') === 'premium');
  const mayUpgrade = !!user && mayRequestPremium(user.role, currentPlan ?? 'free', profile?.planExpiresAt ?? null);

  return (
    <PageContainer>
      <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
        {t('Pricing Plans')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 24px' }}>
        {t(
          'Every account starts free with retail prices. A paid plan unlocks wholesale prices and premium-only products, so your profit on every order is higher.',
        )}
      </Typography.Paragraph>
      {plans.isPending && (
        <Row gutter={[16, 16]} aria-busy="true" aria-label={t('Loading plans...')}>
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} xs={24} sm={12} lg={6}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {plans.isError && (
        <Alert
          type="error"
          showIcon
          title={t('Failed to load plans')}
          description={t(serverMessage(plans.error, MSG.somethingWentWrong))}
          action={
            <Button size="small" onClick={() => void plans.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      )}
      {plans.isSuccess && (
        <Row gutter={[16, 24]}>
          {plans.data.map((plan) => (
            <Col key={plan.code} xs={24} sm={12} lg={6}>
              <PlanCard
                plan={plan}
                popular={plan.code === popular}
                current={plan.code === currentPlan}
                renewable={plan.code === currentPlan && mayUpgrade}
                onUpgrade={() => setUpgradeOpen(true)}
              />
            </Col>
          ))}
        </Row>
      )}
      {mayUpgrade && upgradeOpen && (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
        </Suspense>
      )}
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24 }}>
        {t(
          'Premium is paid from your wallet when our team approves your request, and partner plans when you subscribe. Top up your wallet with Easypaisa, JazzCash or bank transfer.',
        )}{' '}
        {/* underlined: a link inside text must not be told apart by colour alone (WCAG 1.4.1) */}
        <Link to="/contact" style={{ textDecoration: 'underline' }}>
          {t('Contact us')}
        </Link>
      </Typography.Paragraph>
    </PageContainer>
  );
}
