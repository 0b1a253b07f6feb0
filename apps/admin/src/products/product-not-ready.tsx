import { Button, Card, Result, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { CATALOG_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PRODUCTS_PATH } from './product-paths';

/** A product page before its product is there: a skeleton while loading, else the error with a way back. */
export function ProductNotReady({ failed }: { failed: boolean }) {
  const t = useT();
  if (!failed) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <Result
      status="warning"
      title={t(CATALOG_MSG.errorLoadingProduct)}
      extra={
        <Link to={PRODUCTS_PATH}>
          <Button type="primary">{t('Back to products')}</Button>
        </Link>
      }
    />
  );
}
