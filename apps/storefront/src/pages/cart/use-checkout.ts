import type { CustomerDetails, QuoteRequest } from '@resellpk/contracts';
import { CART_MSG, fillMessage, ORDER_MSG, orderNumber } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import type { useCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { useToast } from '@resellpk/web-ui';
import { Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutKeyFor, forgetCheckoutKey } from '../../features/orders/checkout-key';
import { usePlaceOrder } from '../../features/orders/orders-api';
import { customerFieldOf } from './checkout-dialog';

/**
 * Refusals that are final for this cart: the next attempt (after a fix) gets a new key. A CONFLICT
 * (the same key still being placed) keeps it, so the retry answers the same order.
 */
const FINAL_REFUSALS = new Set(['VALIDATION', 'OUT_OF_STOCK', 'INSUFFICIENT_COINS', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * Checkout: the customer dialog (never opened on an empty cart) and placing the order under one
 * idempotency key per cart; a refusal marks the customer field it is about, or toasts and, when
 * final, closes the dialog and asks for a fresh quote so the marked lines show what to fix.
 */
export function useCheckout(cart: ReturnType<typeof useCart>, request: QuoteRequest, refetchQuote: () => unknown) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CustomerDetails>();
  const place = usePlaceOrder();

  const openCheckout = () => {
    if (cart.items.length === 0) {
      toast({ title: t(CART_MSG.cartEmptyTitle), description: t(ORDER_MSG.cartEmpty), variant: 'destructive' });
      return;
    }
    setOpen(true);
  };

  const placeOrder = async (customer: CustomerDetails) => {
    if (!user || place.isPending) return;
    const body = { ...request, customer };
    const key = checkoutKeyFor(user.id, JSON.stringify(body));
    try {
      const order = await place.mutateAsync({ body, key });
      forgetCheckoutKey(user.id);
      cart.clear();
      setOpen(false);
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
        setOpen(false);
        void refetchQuote();
      }
    }
  };

  return { open, close: () => setOpen(false), form, placing: place.isPending, openCheckout, placeOrder };
}
