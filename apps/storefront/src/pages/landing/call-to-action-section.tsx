import { useT } from '@resellpk/web-i18n';
import { ButtonLink } from '@resellpk/web-ui';

export function CallToActionSection() {
  const t = useT();
  return (
    <section style={{ padding: '40px 16px', textAlign: 'center', background: '#0958d9', borderRadius: 16, color: '#fff' }}>
      <h2 className="rpk-title" style={{ color: '#fff' }}>
        {t('Ready to earn your first profit?')}
      </h2>
      <p style={{ color: 'rgba(255,255,255,0.9)', maxWidth: 560, margin: '0 auto 24px' }}>
        {t('Join thousands of resellers across Pakistan. Sign up free, get 1,000 welcome coins and place your first order today.')}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
        <ButtonLink to="/signup" size="large">
          {t('Start Earning Now')}
        </ButtonLink>
        {/* antd's ghost button: white outline and text on the blue */}
        <ButtonLink to="/products" size="large" style={{ background: 'transparent', color: '#fff', borderColor: '#fff' }}>
          {t('Browse Products')}
        </ButtonLink>
      </div>
    </section>
  );
}
