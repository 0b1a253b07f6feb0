import { DeleteOutlined } from '@ant-design/icons';
import type { LineProblem, QuoteLine } from '@resellpk/contracts';
import { formatCoins, MSG, PAISA_PER_RUPEE, rupeesToPaisa } from '@resellpk/domain';
import type { CartItem } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { PriceText, TEXT_GREEN } from '@resellpk/web-ui';
import { Button, Card, InputNumber, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Stepper } from '../../features/orders/stepper';

/** What the reseller may type as a line's margin, in whole rupees (the gateway's limit is Rs. 100,000). */
export const MAX_LINE_PROFIT_RUPEES = 100_000;
const MAX_QUANTITY = 99;

export const PROBLEM_TEXT: Record<LineProblem, string> = {
  NOT_FOUND: 'This product is no longer available. Remove it to continue.',
  OUT_OF_STOCK: 'Only {{stock}} left in stock. Lower the quantity to continue.',
  PREMIUM_ONLY: 'Premium subscribers only. Remove it or upgrade to continue.',
  INSUFFICIENT_COINS: 'Not enough coins for this discount.',
};

/**
 * One cart line: image, name, quantity stepper (stops at 1), the reseller's profit (typed in
 * rupees, stored in paisa), the server's price for it, Apply Coins or "applied automatically",
 * remove. `line` is the latest quote's; the cart's product snapshot fills in while it loads.
 */
export function CartLineCard(props: {
  item: CartItem;
  line: QuoteLine | undefined;
  premiumAccess: boolean;
  highlighted: boolean;
  applying: boolean;
  onQuantity: (quantity: number) => void;
  onProfit: (paisa: number) => void;
  onApplyCoins: () => void;
  onRemoveCoins: () => void;
  onRemove: () => void;
}) {
  const { item, line, premiumAccess, highlighted } = props;
  const t = useT();
  const [profitRupees, setProfitRupees] = useState<number | null>(item.profitAmountPaisa / PAISA_PER_RUPEE || null);
  // another tab (or a clear) changed the stored margin: show it
  useEffect(() => setProfitRupees(item.profitAmountPaisa / PAISA_PER_RUPEE || null), [item.profitAmountPaisa]);
  const [negativeRefused, setNegativeRefused] = useState(false);
  const profitBox = useRef<HTMLSpanElement>(null);
  useRefuseMinusSign(profitBox, setNegativeRefused);
  // a line from another device's saved cart has no snapshot: the quote names it
  const image = line?.image ?? item.product?.image ?? null;
  const name = line?.name ?? item.product?.name ?? '';
  const problem = line?.problem ?? null;

  return (
    <Card
      size="small"
      data-testid="cart-line"
      data-product-id={item.productId}
      data-highlighted={highlighted || undefined}
      style={{
        borderColor: problem ? '#ff7875' : highlighted ? '#52c41a' : undefined,
        background: highlighted ? '#f6ffed' : undefined,
        transition: 'background 0.3s, border-color 0.3s',
      }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Link to={`/product/${item.productId}`} style={{ flex: 'none' }} tabIndex={-1} aria-hidden>
          <img src={image?.cardUrl} alt="" width={72} height={72} style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 8, background: '#f5f5f5', display: 'block' }} />
        </Link>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <Link to={`/product/${item.productId}`} style={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere', color: 'inherit' }}>
              {name}
            </Link>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('Remove {{name}}', { name })} onClick={props.onRemove} data-testid="remove-line" />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="unit-price">
            {line ? (
              <>
                <PriceText paisa={line.unitPricePaisa} /> {t('each')}
                {line.unitPricePaisa < line.retailPricePaisa && (
                  <>
                    {' '}
                    <PriceText paisa={line.retailPricePaisa} strike />
                  </>
                )}
              </>
            ) : (
              t('Updating prices...')
            )}
          </Typography.Text>
          {problem && (
            <div style={{ marginTop: 4 }}>
              <Tag color="red" style={{ whiteSpace: 'normal' }} data-testid="line-problem">
                {t(PROBLEM_TEXT[problem], { stock: line?.stock ?? 0 })}
              </Tag>
            </div>
          )}
        </div>
      </div>

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 12 }}>
        <Stepper value={item.quantity} min={1} max={MAX_QUANTITY} onChange={props.onQuantity} label={t('Quantity')} testId="quantity" />
        <label style={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 12 }}>
          <span>{t('Your profit (Rs.)')}</span>
          <span ref={profitBox} style={{ display: 'block' }}>
            <InputNumber
              size="small"
              // no min: antd would keep "-50" while typing and make it 0 on blur; a negative value is refused below instead
              max={MAX_LINE_PROFIT_RUPEES}
              precision={0}
              step={50}
              inputMode="numeric"
              value={profitRupees}
              placeholder="0"
              status={negativeRefused ? 'error' : undefined}
              aria-invalid={negativeRefused || undefined}
              style={{ width: 120 }}
              data-testid="profit-input"
              onChange={(value) => {
                // (a minus sign never reaches the box; a negative number from anywhere else, e.g. the down arrow at 0, is refused too)
                if (typeof value === 'number' && value < 0) return setNegativeRefused(true);
                const rupees = typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.floor(value), MAX_LINE_PROFIT_RUPEES) : 0;
                setProfitRupees(value === null ? null : rupees);
                props.onProfit(rupeesToPaisa(rupees));
              }}
            />
          </span>
        </label>
      </div>
      {/* under the box (the row keeps its alignment): why the minus sign did not go in */}
      {negativeRefused && (
        <div role="alert" data-testid="profit-error" style={{ color: '#cf1322', fontSize: 13, textAlign: 'end', marginTop: 4 }}>
          {t(MSG.profitNegative)}
        </div>
      )}

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginTop: 12 }}>
        <div style={{ display: 'flex', flexDirection: 'column', fontSize: 13 }}>
          <span>
            {t('Profit')}: <strong style={{ color: TEXT_GREEN }} data-testid="line-profit"><PriceText paisa={line?.profitAmountPaisa ?? item.profitAmountPaisa} /></strong>
          </span>
          {line && (
            <span>
              {t('Line total')}: <strong data-testid="line-total"><PriceText paisa={line.lineTotalPaisa} /></strong>
            </span>
          )}
        </div>
        {premiumAccess ? (
          <Tag color="green" data-testid="coins-auto">{t('Coins applied automatically')}</Tag>
        ) : line?.coinsApplied ? (
          <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            <Tag color="green" data-testid="coins-applied">{t('{{coins}} coins applied', { coins: formatCoins(line.coinCost) })}</Tag>
            <Button size="small" type="link" onClick={props.onRemoveCoins}>
              {t('Undo')}
            </Button>
          </span>
        ) : line?.coinsApplicable ? (
          <Button size="small" onClick={props.onApplyCoins} loading={props.applying} data-testid="apply-coins">
            {t('Apply Coins')} ({formatCoins(line.coinCost)})
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

const MINUS_SIGNS = /[-\u2212\u2012\u2013\uFE63\uFF0D]/;

/**
 * The profit box takes no minus sign, typed, pasted or dropped: the text stays as it was and
 * `onRefused(true)` shows why (antd's InputNumber kept "-50" in the box and took it as 0 on blur).
 * The message stays while the reseller is still at it (typing "-50" leaves "50" and the reason) and
 * goes with the first accepted edit of a later visit to the box. A native listener: React's
 * onBeforeInput misses pastes.
 */
function useRefuseMinusSign(box: RefObject<HTMLElement | null>, onRefused: (refused: boolean) => void) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let visit = 0;
    let refusedIn: number | null = null;
    const onFocus = () => {
      visit += 1;
    };
    const onBeforeInput = (event: InputEvent) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      const inserted = event.inputType.startsWith('insert') ? (event.data ?? event.dataTransfer?.getData('text/plain') ?? '') : '';
      if (MINUS_SIGNS.test(inserted)) {
        event.preventDefault();
        refusedIn = visit;
        onRefused(true);
      } else if (refusedIn !== null && refusedIn !== visit) {
        refusedIn = null;
        onRefused(false);
      }
    };
    element.addEventListener('focusin', onFocus);
    element.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [box, onRefused]);
}
