import { useT } from '@resellpk/web-i18n';
import { ButtonLink } from '@resellpk/web-ui';
import type { MouseEvent } from 'react';

/**
 * The landing page's first screen, built with the light kit (no antd): it is the page's largest
 * paint on a phone, so it renders as soon as the page's small chunk arrives, while the antd
 * sections below it are still loading (LandingPage).
 */
export function HeroSection() {
  const t = useT();
  // scroll to the section on this page; the href keeps /how-it-works for new tabs
  const scrollToHowItWorks = (event: MouseEvent<HTMLAnchorElement>) => {
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
      <h1 className="rpk-title" style={{ fontSize: 'clamp(28px, 7vw, 48px)', margin: '0.67em 0 16px' }}>
        {t('Start your own business in Pakistan without any investment')}
      </h1>
      <p style={{ fontSize: 'clamp(15px, 4vw, 18px)', maxWidth: 680, margin: '0 auto 24px' }}>
        {t(
          'Become a reseller: choose products at low prices, add your profit and share them with your customers. We deliver anywhere in Pakistan with cash on delivery, and you earn on every order.',
        )}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center' }}>
        <ButtonLink to="/signup" variant="primary" size="large">
          {t('Start Earning Now')}
        </ButtonLink>
        <ButtonLink to="/how-it-works" size="large" onClick={scrollToHowItWorks}>
          {t('How It Works')}
        </ButtonLink>
      </div>
    </section>
  );
}
