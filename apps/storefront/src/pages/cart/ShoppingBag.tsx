import type { CustomerDetails, QuoteLine } from '@resellpk/contracts';
import { CART_MSG, CATALOG_MSG, fillMessage, formatCoins, formatPKR, ORDER_MSG, orderNumber } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { quoteRequestOf, useCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { AntdScope } from '@resellpk/web-antd';
import { useSession } from '@resellpk/web-session';
import { PageHeader, useToast } from '@resellpk/web-ui';
import { Button, Col, Form, Popconfirm, Row, Space } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { coinSavingOf, coinsMissingFor } from '../../features/orders/apply-coins';
import { checkoutKeyFor, forgetCheckoutKey } from '../../features/orders/checkout-key';
import { usePlaceOrder, useQuote } from '../../features/orders/orders-api';
import { PageContainer } from '../../shared/PageContainer';
import { CartLineCard } from './CartLineCard';
import { CheckoutDialog, customerFieldOf } from './CheckoutDialog';
import { FreeGiftsCard } from './FreeGiftsCard';
import { OrderSummaryCard } from './OrderSummaryCard';

/** Spec 9: the coin-applied highlight lasts 3000 ms. */
const COIN_HIGHLIGHT_MS = 3000;
/**
 * Refusals that are final for this cart: the next attempt (after a fix) gets a new key. A CONFLICT
 * (the same key still being placed) keeps it, so the retry answers the same order.
 */
const FINAL_REFUSALS = new Set(['VALIDATION', 'OUT_OF_STOCK', 'INSUFFICIENT_COINS', 'FORBIDDEN', 'NOT_FOUND']);

function ShoppingBag() {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const cart = useCart();
  const request = useMemo(() => quoteRequestOf(cart.cart), [cart.cart]);
  const { quote, settled } = useQuote(request);
  const q = quote.data;
  const lineOf = useCallback((productId: string): QuoteLine | undefined => q?.lines.find((l) => l.productId === productId), [q]);
  const [applying, setApplying] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [form] = Form.useForm<CustomerDetails>();
  const place = usePlaceOrder();

  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  // gifts of offers the cart no longer unlocks are dropped once the server said so
  useEffect(() => {
    if (settled && q) cart.pruneGifts(q.unlockedOffers.map((o) => ({ offerId: o.offerId, productIds: o.products.map((p) => p.productId) })));
  }, [settled, q, cart]);
  // a gift the server refuses outright (offer ended): the cart goes on without gifts
  useEffect(() => {
    if (isApiError(quote.error) && quote.error.status === 400 && quote.error.field?.startsWith('gifts')) cart.pruneGifts([]);
  }, [quote.error, cart]);

  // Apply Coins: the toast and the highlight follow the server's answer for the changed cart
  useEffect(() => {
    if (!applying || !settled || !q) return;
    const line = q.lines.find((l) => l.productId === applying);
    setApplying(null);
    if (!line) return;
    if (line.coinsApplied) {
      toast({ title: t(CART_MSG.coinsAppliedTitle), description: fillMessage(t(CART_MSG.coinsApplied), { n: formatPKR(coinSavingOf(line), { prefix: '' }) }), variant: 'success' });
      setHighlighted(line.productId);
      clearTimeout(highlightTimer.current);
      highlightTimer.current = setTimeout(() => setHighlighted(null), COIN_HIGHLIGHT_MS);
    } else {
      cart.setApplyCoins(line.productId, false);
      toast({ title: t(CART_MSG.insufficientCoinsTitle), description: fillMessage(t(ORDER_MSG.insufficientCoins), { n: formatCoins(line.coinCost) }), variant: 'destructive' });
    }
  }, [applying, settled, q, cart, t, toast]);

  const applyCoins = (line: QuoteLine) => {
    if (!q) return;
    const missing = coinsMissingFor(q, line);
    if (missing !== null) {
      toast({ title: t(CART_MSG.insufficientCoinsTitle), description: fillMessage(t(ORDER_MSG.insufficientCoins), { n: formatCoins(missing) }), variant: 'destructive' });
      return;
    }
    cart.setApplyCoins(line.productId, true);
    setApplying(line.productId);
  };

  const remove = (productId: string) => {
    cart.remove(productId);
    toast({ title: t(CATALOG_MSG.removedFromCartTitle), description: t(CATALOG_MSG.removedFromCart) });
  };

  const openCheckout = () => {
    if (cart.items.length === 0) {
      toast({ title: t(CART_MSG.cartEmptyTitle), description: t(ORDER_MSG.cartEmpty), variant: 'destructive' });
      return;
    }
    setCheckoutOpen(true);
  };

  const placeOrder = async (customer: CustomerDetails) => {
    if (!user || place.isPending) return;
    const body = { ...request, customer };
    const key = checkoutKeyFor(user.id, JSON.stringify(body));
    try {
      const order = await place.mutateAsync({ body, key });
      forgetCheckoutKey(user.id);
      cart.clear();
      setCheckoutOpen(false);
      form.resetFields();
      toast({ title: t(CART_MSG.orderPlacedTitle), description: fillMessage(t(CART_MSG.orderPlaced), { id: orderNumber(order.id) }), variant: 'success' });
      navigate('/orders');
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500 && FINAL_REFUSALS.has(error.code);
      if (refused) forgetCheckoutKey(user.id);
      const field = isApiError(error) ? customerFieldOf(error.field) : null;
      if (isApiError(error) && field) {
        form.setFields([{ name: field, errors: [t(error.message)] }]);
        return;
      }
      // the spec's text, or the server's own when it says what to do (stock, coins, still placing)
      const specific = isApiError(error) && (refused || error.code === 'CONFLICT') ? error.message : null;
      toast({ title: t(CART_MSG.checkoutFailedTitle), description: specific ? t(specific) : t(ORDER_MSG.checkoutFailed), variant: 'destructive' });
      if (refused) {
        // the marked lines show what to fix
        setCheckoutOpen(false);
        void quote.refetch();
      }
    }
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
              onCheckout={openCheckout}
            />
          </div>
        </Col>
      </Row>
      <CheckoutDialog open={checkoutOpen} quote={q} form={form} placing={place.isPending} onPlace={(c) => void placeOrder(c)} onClose={() => setCheckoutOpen(false)} />
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
