import { useT } from '@resellpk/web-i18n';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { TESTIMONIALS } from '../../content/testimonials';

export function TestimonialsSection() {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-title" style={{ padding: '40px 0' }}>
      <Typography.Title id="testimonials-title" level={2} style={{ textAlign: 'center' }}>
        {t('What Our Resellers Say')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {TESTIMONIALS.map((story) => (
          <Col key={story.name} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <Typography.Paragraph italic>“{t(story.quote)}”</Typography.Paragraph>
              <Card.Meta
                avatar={<Avatar style={{ background: '#1677ff' }}>{story.name.charAt(0)}</Avatar>}
                title={story.name}
                description={`${t(story.role)}, ${t(story.city)}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
