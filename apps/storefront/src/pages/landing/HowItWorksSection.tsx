import { useT } from '@resellpk/web-i18n';
import { Card, Col, Row, Typography } from 'antd';
import { HOW_IT_WORKS_STEPS } from '../../content/how-it-works';

export function HowItWorksSection() {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" style={{ padding: '40px 0', scrollMarginTop: 72 }}>
      <Typography.Title id="how-it-works-title" level={2} style={{ textAlign: 'center' }}>
        {t('How It Works')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Col key={step.title} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <div
                aria-hidden
                style={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  background: '#1677ff',
                  color: '#fff',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                  marginBottom: 12,
                }}
              >
                {index + 1}
              </div>
              {/* an h3 under the section's h2 (heading order), at the size of an h4 */}
              <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
                {t(step.title)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(step.text)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
