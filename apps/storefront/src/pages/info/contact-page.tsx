import { ClockCircleOutlined, MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { formatPhone, whatsAppChatLink } from '@resellpk/domain';
import { useLanguage, useT } from '@resellpk/web-i18n';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSupportContacts } from '../../features/support/support-contacts';
import { InfoArticle } from './info-article';


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

/**
 * `/contact`: the support channels staff publish in the admin (no form: WhatsApp and email are what
 * resellers use). None are shown until they are set: never a made-up number.
 */
export function ContactPage() {
  const t = useT();
  const { language } = useLanguage();
  const { contacts, isPending } = useSupportContacts();
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
      {isPending && <Skeleton active paragraph={{ rows: 3 }} style={{ margin: '16px 0' }} />}
      {contacts && (
        <Row gutter={[16, 16]} style={{ margin: '16px 0' }} data-testid="support-channels">
          <Col xs={24} md={8}>
            <Channel icon={<WhatsAppOutlined />} title="WhatsApp">
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                <a href={whatsAppChatLink(contacts.whatsapp)} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="support-whatsapp">
                  {formatPhone(contacts.whatsapp)}
                </a>
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t('Fastest for order and delivery questions.')}</Typography.Text>
            </Channel>
          </Col>
          <Col xs={24} md={8}>
            <Channel icon={<MailOutlined />} title="Email">
              <Typography.Paragraph style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
                <a href={`mailto:${contacts.email}`} dir="ltr" data-testid="support-email">
                  {contacts.email}
                </a>
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t('We reply within one working day.')}</Typography.Text>
            </Channel>
          </Col>
          <Col xs={24} md={8}>
            <Channel icon={<ClockCircleOutlined />} title="Office hours">
              {/* staff write the hours in both languages (admin settings) */}
              <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="support-hours">
                {language === 'ur' ? contacts.hoursUr : contacts.hoursEn}
              </Typography.Paragraph>
            </Channel>
          </Col>
        </Row>
      )}
      <Typography.Paragraph data-testid="contact-faq">
        {t('Many questions are answered in the FAQ.')} <Link to="/faq">{t('Read the FAQ')}</Link>
      </Typography.Paragraph>
    </InfoArticle>
  );
}
