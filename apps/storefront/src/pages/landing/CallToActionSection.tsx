import { useT } from '@resellpk/web-i18n';
import { Space, Typography } from 'antd';
import { LinkButton } from '../../shared/LinkButton';

export function CallToActionSection() {
  const t = useT();
  return (
    <section style={{ padding: '40px 16px', textAlign: 'center', background: '#0958d9', borderRadius: 16, color: '#fff' }}>
      <Typography.Title level={2} style={{ color: '#fff' }}>
        {t('Ready to earn your first profit?')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.9)', maxWidth: 560, margin: '0 auto 24px' }}>
        {t('Join thousands of resellers across Pakistan. Sign up free, get 1,000 welcome coins and place your first order today.')}
      </Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'center' }}>
        <LinkButton to="/signup" size="large">
          {t('Start Earning Now')}
        </LinkButton>
        <LinkButton to="/products" size="large" ghost>
          {t('Browse Products')}
        </LinkButton>
      </Space>
    </section>
  );
}
