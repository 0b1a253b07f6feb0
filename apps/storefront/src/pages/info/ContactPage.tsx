import { ClockCircleOutlined, MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useT } from '@resellpk/web-i18n';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP, SUPPORT_WHATSAPP_LINK } from '../../content/support';
import { InfoArticle } from './InfoArticle';


function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card style={{ height: '100%' }}>
      <div style={{ fontSize: 28, color: '#1677ff', marginBottom: 8 }}>{icon}</div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      {children}
    </Card>
  );
}

/** `/contact`: real support channels (no form: WhatsApp and email are what resellers use). */
export function ContactPage() {
  const t = useT();
  return (
    <InfoArticle
      title="Contact Us"
      lead="Questions about an order, a payment or your plan? Our support team answers in English and Urdu."
      sections={[
        {
          heading: 'Before you write',
          bullets: [
            'For an order, include the order number shown on My Orders (the last 8 characters are enough).',
            'For a wallet top-up, use the chat of that payment request so our team sees your screenshot and reference.',
            'Never share your password. Our team will never ask for it.',
          ],
        },
      ]}
    >
      <Row gutter={[16, 16]} style={{ margin: '16px 0' }}>
        <Col xs={24} md={8}>
          <Channel icon={<WhatsAppOutlined />} title="WhatsApp">
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              <a href={SUPPORT_WHATSAPP_LINK} target="_blank" rel="noopener noreferrer" dir="ltr">
                {SUPPORT_WHATSAPP}
              </a>
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('Fastest for order and delivery questions.')}</Typography.Text>
          </Channel>
        </Col>
        <Col xs={24} md={8}>
          <Channel icon={<MailOutlined />} title="Email">
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('We reply within one working day.')}</Typography.Text>
          </Channel>
        </Col>
        <Col xs={24} md={8}>
          <Channel icon={<ClockCircleOutlined />} title="Office hours">
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('Monday to Saturday, 10:00 AM to 7:00 PM (PKT)')}</Typography.Paragraph>
            <Typography.Text type="secondary">{t('Closed on Sundays and public holidays.')}</Typography.Text>
          </Channel>
        </Col>
      </Row>
    </InfoArticle>
  );
}
