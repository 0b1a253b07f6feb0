import { CATALOG_MSG, ORDER_MSG } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { ButtonLink, EmptyState, PageHeader, Skeleton } from '@resellpk/web-ui';
import { lazy, Suspense } from 'react';
import { useOrders } from '../../features/orders/orders-api';
import { LoadError } from '../../features/wallet/load-error';
import { EMPTY_BAG_ICON } from '../../shared/empty-bag-icon';
import { PageContainer } from '../../shared/page-container';

// antd and the order cards: requested only when there are orders to show
const OrderList = lazy(() => import('./order-list'));

const LIST_SKELETON = <Skeleton rows={6} />;

/**
 * `/orders`: My Orders, live (the shell's socket refreshes the list on a status change). Logged out -> /login.
 * The page's frame, loading and empty states without antd (kit only); the cards load when there are some.
 */
export function OrdersPage() {
  const t = useT();
  const orders = useOrders();
  const count = orders.data?.pages.reduce((n, p) => n + p.items.length, 0) ?? 0;
  return (
    <PageContainer width="text">
      <PageHeader title={t('My Orders')} />
      {orders.isPending && LIST_SKELETON}
      {orders.isError && !orders.data && <LoadError message={t('Failed to load your orders')} onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && count === 0 && (
        <EmptyState
          icon={EMPTY_BAG_ICON}
          title={t(ORDER_MSG.noOrders)}
          action={
            <ButtonLink to="/products" variant="primary">
              {t(CATALOG_MSG.browseProducts)}
            </ButtonLink>
          }
        />
      )}
      {count > 0 && (
        <Suspense fallback={LIST_SKELETON}>
          <OrderList />
        </Suspense>
      )}
    </PageContainer>
  );
}
