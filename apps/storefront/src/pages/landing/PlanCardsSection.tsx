import { CheckOutlined } from '@ant-design/icons';
import { formatPKR, LANDING_PLAN_CARDS } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { Card, Col, Row, Typography } from 'antd';
import { FILL_CARD, FILL_CARD_BODY } from '../../shared/fill-card';
import { LinkButton } from '../../shared/LinkButton';

export function PlanCardsSection() {
  const t = useT();
  return (
    <section aria-labelledby="plans-title" style={{ padding: '40px 0' }}>
      <Typography.Title id="plans-title" level={2} style={{ textAlign: 'center' }}>
        {t('Choose Your Plan')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {LANDING_PLAN_CARDS.map((plan) => (
          <Col key={plan.code} xs={24} md={8}>
            <Card
              data-testid="plan-card"
              title={t(plan.name)}
              style={{ ...FILL_CARD, borderColor: plan.code === 'basic' ? '#1677ff' : undefined }}
              styles={{ body: FILL_CARD_BODY }}
            >
              <div>
                <Typography.Text strong style={{ fontSize: 28 }}>
                  {formatPKR(plan.pricePaisa)}
                </Typography.Text>
                {plan.period && <Typography.Text type="secondary"> {t(plan.period)}</Typography.Text>}
              </div>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
                {plan.features.map((feature) => (
                  <li key={feature} style={{ padding: '4px 0' }}>
                    <CheckOutlined style={{ color: '#52c41a', marginInlineEnd: 8 }} />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <LinkButton to={plan.cta.to} type={plan.code === 'free' ? 'default' : 'primary'} block>
                {t(plan.cta.label)}
              </LinkButton>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
