import type { OrderQuote, QuoteLine } from '@resellpk/contracts';
import { CART_MSG, fillMessage, formatCoins, formatPKR, ORDER_MSG } from '@resellpk/domain';
import type { useCart } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { useToast } from '@resellpk/web-ui';
import { useEffect, useRef, useState } from 'react';
import { coinSavingOf, coinsMissingFor } from '../../features/orders/apply-coins';

/** Spec 9: the coin-applied highlight lasts 3000 ms. */
const COIN_HIGHLIGHT_MS = 3000;

/**
 * Apply Coins on a line: refused at once when the balance cannot cover it; else the cart asks for
 * it and the toast and the highlight follow the server's answer for the changed cart.
 */
export function useApplyCoins(cart: ReturnType<typeof useCart>, q: OrderQuote | undefined, settled: boolean) {
  const t = useT();
  const { toast } = useToast();
  const [applying, setApplying] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(highlightTimer.current), []);

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

  return { applying, highlighted, applyCoins };
}
