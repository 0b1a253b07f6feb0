import { useT } from '@resellpk/web-i18n';
import { Typography } from 'antd';
import { LinkButton } from '../../shared/LinkButton';
import { PageContainer } from '../../shared/PageContainer';

/** `*`: the spec's 404 page. */
export function NotFoundPage() {
  const t = useT();
  return (
    <PageContainer width="narrow" style={{ textAlign: 'center', paddingTop: 64 }}>
      <Typography.Title level={1} style={{ fontSize: 72, margin: 0 }}>
        404
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 20 }}>{t('Oops! Page not found')}</Typography.Paragraph>
      <LinkButton to="/" type="primary" size="large">
        {t('Return to Home')}
      </LinkButton>
    </PageContainer>
  );
}
