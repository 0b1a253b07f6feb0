import { DeleteOutlined } from '@ant-design/icons';
import type { QuoteLine } from '@resellpk/contracts';
import type { CartItem } from '@resellpk/web-cart';
import { useT } from '@resellpk/web-i18n';
import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { CartLineCoins } from './cart-line-coins';
import { CartLineControls } from './cart-line-controls';
import { CartLineAmounts, CartLineUnitPrice } from './cart-line-prices';
import { CartLineProblem } from './cart-line-problem';

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
          <CartLineUnitPrice line={line} />
          {problem && <CartLineProblem problem={problem} stock={line?.stock ?? 0} />}
        </div>
      </div>

      <CartLineControls item={item} onQuantity={props.onQuantity} onProfit={props.onProfit} />

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginTop: 12 }}>
        <CartLineAmounts item={item} line={line} />
        <CartLineCoins line={line} premiumAccess={premiumAccess} applying={props.applying} onApplyCoins={props.onApplyCoins} onRemoveCoins={props.onRemoveCoins} />
      </div>
    </Card>
  );
}
