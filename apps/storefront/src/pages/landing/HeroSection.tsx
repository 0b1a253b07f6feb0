import { useT } from '@resellpk/web-i18n';
import { Space, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { LinkButton } from '../../shared/LinkButton';

export function HeroSection() {
  const t = useT();
  // scroll to the section on this page; the href keeps /how-it-works for new tabs
  const scrollToHowItWorks = (event: MouseEvent<HTMLElement>) => {
    const target = document.getElementById('how-it-works');
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <section
      style={{
        padding: '48px 16px',
        textAlign: 'center',
        background: 'linear-gradient(135deg, #e6f4ff 0%, #f6ffed 100%)',
        borderRadius: 16,
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 'clamp(28px, 7vw, 48px)', marginBottom: 16 }}>
        {t('Start your own business in Pakistan without any investment')}
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 'clamp(15px, 4vw, 18px)', maxWidth: 680, margin: '0 auto 24px' }}>
        {t(
          'Become a reseller: choose products at low prices, add your profit and share them with your customers. We deliver anywhere in Pakistan with cash on delivery, and you earn on every order.',
        )}
      </Typography.Paragraph>
      <Space wrap size="middle" style={{ justifyContent: 'center' }}>
        <LinkButton to="/signup" type="primary" size="large">
          {t('Start Earning Now')}
        </LinkButton>
        <LinkButton to="/how-it-works" size="large" onClick={scrollToHowItWorks}>
          {t('How It Works')}
        </LinkButton>
      </Space>
    </section>
  );
}
