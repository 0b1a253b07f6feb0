import type { QuoteLine } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { quoteRequestOf, useCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { AntdScope } from '@resellpk/web-antd';
import { PageHeader, useToast } from '@resellpk/web-ui';
import { Button, Col, Popconfirm, Row, Space } from 'antd';
import { useCallback, useMemo } from 'react';
import { useQuote } from '../../features/orders/orders-api';
import { PageContainer } from '../../shared/page-container';
import { CartLineCard } from './cart-line-card';
import { CheckoutDialog } from './checkout-dialog';
import { FreeGiftsCard } from './free-gifts-card';
import { OrderSummaryCard } from './order-summary-card';
import { useApplyCoins } from './use-apply-coins';
import { useCheckout } from './use-checkout';
import { useGiftPruning } from './use-gift-pruning';

function ShoppingBag() {
  const t = useT();
  const { toast } = useToast();
  const cart = useCart();
  const request = useMemo(() => quoteRequestOf(cart.cart), [cart.cart]);
  const { quote, settled } = useQuote(request);
  const q = quote.data;
  const lineOf = useCallback((productId: string): QuoteLine | undefined => q?.lines.find((l) => l.productId === productId), [q]);
  useGiftPruning(cart, q, settled, quote.error);
  const { applying, highlighted, applyCoins } = useApplyCoins(cart, q, settled);
  const checkout = useCheckout(cart, request, () => quote.refetch());

  const remove = (productId: string) => {
    cart.remove(productId);
    toast({ title: t(CATALOG_MSG.removedFromCartTitle), description: t(CATALOG_MSG.removedFromCart) });
  };

  return (
    <PageContainer>
      <PageHeader
        title={t('My Shopping Bag')}
        subtitle={t('{{count}} item(s)', { count: cart.count })}
        extra={
          <Popconfirm title={t('Remove every item from your cart?')} okText={t('Clear Cart')} cancelText={t('Cancel')} onConfirm={() => cart.clear()}>
            <Button danger data-testid="clear-cart">
              {t('Clear Cart')}
            </Button>
          </Popconfirm>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="cart-lines">
            {cart.items.map((item) => (
              <CartLineCard
                key={item.productId}
                item={item}
                line={lineOf(item.productId)}
                premiumAccess={q?.premiumAccess ?? false}
                highlighted={highlighted === item.productId}
                applying={applying === item.productId}
                onQuantity={(n) => cart.setQuantity(item.productId, n)}
                onProfit={(paisa) => cart.setProfit(item.productId, paisa)}
                onApplyCoins={() => {
                  const line = lineOf(item.productId);
                  if (line) applyCoins(line);
                }}
                onRemoveCoins={() => cart.setApplyCoins(item.productId, false)}
                onRemove={() => remove(item.productId)}
              />
            ))}
            {q && <FreeGiftsCard offers={q.unlockedOffers} chosen={cart.gifts} onChange={cart.setGift} />}
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <div style={{ position: 'sticky', top: 80 }}>
            <OrderSummaryCard
              quote={q}
              updating={quote.isFetching || !settled}
              failed={quote.isError && !q}
              onRetry={() => void quote.refetch()}
              onCheckout={checkout.openCheckout}
            />
          </div>
        </Col>
      </Row>
      <CheckoutDialog open={checkout.open} quote={q} form={checkout.form} placing={checkout.placing} onPlace={(c) => void checkout.placeOrder(c)} onClose={checkout.close} />
    </PageContainer>
  );
}

/**
 * The bag with items, built with antd (lines, summary, checkout dialog): loaded by CartPage only
 * when the cart has items, with its own antd scope. An empty cart never downloads it.
 */
export default function ShoppingBagScoped() {
  return (
    <AntdScope>
      <ShoppingBag />
    </AntdScope>
  );
}
