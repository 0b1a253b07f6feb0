import { useT } from '@resellpk/web-i18n';
import { ButtonLink } from '@resellpk/web-ui';
import { PageContainer } from '../../shared/page-container';

/** `*`: the spec's 404 page. */
export function NotFoundPage() {
  const t = useT();
  return (
    <PageContainer width="narrow" style={{ textAlign: 'center', paddingTop: 64 }}>
      <h1 className="rpk-title" style={{ fontSize: 72, margin: 0 }}>
        404
      </h1>
      <p style={{ fontSize: 20 }}>{t('Oops! Page not found')}</p>
      <ButtonLink to="/" variant="primary" size="large">
        {t('Return to Home')}
      </ButtonLink>
    </PageContainer>
  );
}
