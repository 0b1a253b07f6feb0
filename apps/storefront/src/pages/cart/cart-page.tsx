import { CART_MSG, CATALOG_MSG, ORDER_MSG } from '@resellpk/domain';
import { useCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { ButtonLink, EmptyState, LoadingBlock, PageHeader } from '@resellpk/web-ui';
import { lazy, Suspense } from 'react';
import { EMPTY_BAG_ICON } from '../../shared/empty-bag-icon';
import { PageContainer } from '../../shared/page-container';

// antd and the bag's code: requested only when there is something in the bag
const ShoppingBag = lazy(() => import('./shopping-bag'));

/**
 * The page's frame without antd (kit only): the empty bag is complete here, and a bag with items
 * shows its title and count at once while the lines and the summary (antd) load.
 */
function Bag() {
  const t = useT();
  const cart = useCart();
  if (cart.items.length === 0) {
    return (
      <PageContainer>
        <PageHeader title={t('My Shopping Bag')} />
        <EmptyState
          icon={EMPTY_BAG_ICON}
          title={t(CART_MSG.cartEmptyTitle)}
          description={t(ORDER_MSG.cartEmpty)}
          action={
            <ButtonLink to="/products" variant="primary" data-testid="browse-products">
              {t(CATALOG_MSG.browseProducts)}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <Suspense
      fallback={
        <PageContainer>
          <PageHeader title={t('My Shopping Bag')} subtitle={t('{{count}} item(s)', { count: cart.count })} />
          <LoadingBlock />
        </PageContainer>
      }
    >
      <ShoppingBag />
    </Suspense>
  );
}

/** `/cart`: My Shopping Bag (spec 2, 4, 8, 9; PRODUCT.md "Pricing and the cart"). Logged out -> /login. */
export const CartPage = Bag;
