import { DeleteOutlined } from '@ant-design/icons';
import type { LineProblem, QuoteLine } from '@resellpk/contracts';
import { formatCoins, PAISA_PER_RUPEE, rupeesToPaisa } from '@resellpk/domain';
import type { CartItem } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { PriceText, TEXT_GREEN } from '@resellpk/web-ui';
import { Button, Card, InputNumber, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Stepper } from '../../features/orders/Stepper';

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
          <InputNumber
            size="small"
            min={0}
            max={MAX_LINE_PROFIT_RUPEES}
            precision={0}
            step={50}
            inputMode="numeric"
            value={profitRupees}
            placeholder="0"
            style={{ width: 120 }}
            data-testid="profit-input"
            onChange={(value) => {
              const rupees = typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(0, Math.floor(value)), MAX_LINE_PROFIT_RUPEES) : 0;
              setProfitRupees(value === null ? null : rupees);
              props.onProfit(rupeesToPaisa(rupees));
            }}
          />
        </label>
      </div>

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
